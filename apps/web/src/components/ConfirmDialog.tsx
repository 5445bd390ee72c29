import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@guru/shared';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  /** The left button (e.g. Disable). */
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  /** The confirmed action is running: the button spins and the dialog stays. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The seeds' generic confirm modal, the one of the web app (Client Management's actions, Password
 * Guru's deletes): a title, a message, a left button and Cancel (`cancelLabel`, Cancel by default).
 * While the action runs (`loading`), the dialog cannot be dismissed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    opened,
    title,
    message,
    confirmLabel,
    danger = false,
    loading = false,
    onConfirm,
    onCancel,
  } = props;
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onCancel}
      title={title}
      centered
      closeOnClickOutside={!loading}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {danger && (
          <IconAlertTriangle
            size={28}
            color="var(--mantine-color-red-7)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
        )}
        <Text>{message}</Text>
      </Group>
      <Group justify="flex-start" mt="lg" gap="sm">
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {props.cancelLabel ?? messages.passwordsCancel}
        </Button>
      </Group>
    </Modal>
  );
}
