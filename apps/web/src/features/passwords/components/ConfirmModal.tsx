import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@guru/shared';

export interface ConfirmModalProps {
  opened: boolean;
  message: string;
  /** The left button (e.g. Delete). */
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic confirm modal of the seeds: a message, a left button and Cancel. */
export function ConfirmModal({ opened, message, confirmLabel, danger = false, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={messages.passwordsConfirmTitle} centered>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {danger && <IconAlertTriangle size={28} color="var(--mantine-color-red-7)" aria-hidden style={{ flexShrink: 0 }} />}
        <Text>{message}</Text>
      </Group>
      <Group justify="flex-start" mt="lg" gap="sm">
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {messages.passwordsCancel}
        </Button>
      </Group>
    </Modal>
  );
}
