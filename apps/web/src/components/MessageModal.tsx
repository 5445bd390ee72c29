import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@guru/shared';

export interface MessageModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** OK: the only way out when `onClose` is not given. */
  onOk: () => void;
  /** Escape, the backdrop and the close button; without it the modal can only be left with OK. */
  onClose?: () => void;
  okLabel?: string;
  /** A second button left of OK (e.g. Later). */
  secondary?: { label: string; onClick: () => void };
  size?: string;
}

/** A notice of the entry screens: a title, a message and OK. */
export function MessageModal(props: MessageModalProps) {
  const {
    opened,
    title,
    children,
    onOk,
    onClose,
    okLabel = messages.signupOk,
    secondary,
    size = 'md',
  } = props;
  const dismissable = onClose !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose ?? (() => undefined)}
      title={
        <Text fw={700} size="lg">
          {title}
        </Text>
      }
      centered
      size={size}
      withCloseButton={dismissable}
      closeOnEscape={dismissable}
      closeOnClickOutside={dismissable}
      lockScroll
    >
      {typeof children === 'string' ? <Text>{children}</Text> : children}
      <Group justify="flex-end" mt="lg" gap="sm">
        {secondary && (
          <Button variant="default" onClick={secondary.onClick}>
            {secondary.label}
          </Button>
        )}
        <Button onClick={onOk} data-autofocus miw={96}>
          {okLabel}
        </Button>
      </Group>
    </Modal>
  );
}
