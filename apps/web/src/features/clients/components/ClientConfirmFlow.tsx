import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { messages, formatMessage } from '@guru/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { ConfirmableAction } from '../hooks/useClientActions';
import { clientDisplayName } from '../lib/clientRowActions';

interface DialogText {
  title: string;
  message: string;
  confirmLabel: string;
  danger: boolean;
}

function dialogText(action: ConfirmableAction): DialogText {
  if (action.kind === 'disableMany') {
    return {
      title: messages.clientsDisableManyTitle,
      message:
        action.ids.length === 1
          ? messages.clientsDisableManyConfirmOne
          : formatMessage(messages.clientsDisableManyConfirm, { count: action.ids.length }),
      confirmLabel: messages.clientsDisable,
      danger: true,
    };
  }
  const name = clientDisplayName(action.row);
  switch (action.kind) {
    case 'resetPassword':
      return {
        title: messages.clientsResetPasswordTitle,
        message: formatMessage(messages.clientsResetPasswordConfirm, { name }),
        confirmLabel: messages.clientsSendResetEmail,
        danger: false,
      };
    case 'disable':
      return {
        title: messages.clientsDisableTitle,
        message: formatMessage(messages.clientsDisableConfirm, { name }),
        confirmLabel: messages.clientsDisable,
        danger: true,
      };
    case 'restore':
      return {
        title: messages.clientsRestoreTitle,
        message: formatMessage(messages.clientsRestoreConfirm, { name }),
        confirmLabel: messages.clientsRestore,
        danger: false,
      };
    case 'delete':
      return {
        title: messages.clientsDeleteTitle,
        message: formatMessage(messages.clientsDeleteConfirm, { name }),
        confirmLabel: messages.clientsDelete,
        danger: true,
      };
  }
}

export interface ClientConfirmFlowProps {
  action: ConfirmableAction | null;
  running: boolean;
  onConfirm: (action: ConfirmableAction) => void;
  onCancel: () => void;
}

/** The confirm modals of the seeds: Reset Client Password, Disable / Restore / Delete Client Account, Disable Clients Account. */
export function ClientConfirmFlow({ action, running, onConfirm, onCancel }: ClientConfirmFlowProps) {
  // The last action stays on screen while the dialog fades out.
  const [shown, setShown] = useState(action);
  if (action !== null && action !== shown) setShown(action);
  const text = shown ? dialogText(shown) : null;
  return (
    <ConfirmDialog
      opened={action !== null}
      title={text?.title ?? ''}
      message={text?.message ?? ''}
      confirmLabel={text?.confirmLabel ?? ''}
      cancelLabel={messages.clientsCancel}
      danger={text?.danger ?? false}
      loading={running}
      onConfirm={() => action && onConfirm(action)}
      onCancel={onCancel}
    />
  );
}

/** "Please select user before disable." with OK (the bulk Disable with nothing selected). */
export function SelectUserNotice({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered size="sm">
      <Text>{messages.selectUserBeforeDisable}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {messages.clientsOk}
        </Button>
      </Group>
    </Modal>
  );
}
