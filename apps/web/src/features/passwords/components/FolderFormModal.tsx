import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, passwordsFieldLimits, formatMessage } from '@guru/shared';
import { useSaveFolder } from '../hooks/usePasswordsMutations';
import { notifyOops, notifySuccess, passwordsErrorMessage } from '../lib/notify';
import { folderNameUsed } from '../lib/folderNames';
import type { FolderFormValues, PasswordsFolderEntry } from '../lib/passwordsTypes';

export interface FolderFormModalProps {
  opened: boolean;
  /** The folder being edited; absent to add one. */
  folder?: PasswordsFolderEntry;
  /** Every folder of the vault (decrypted): a name already used by another one is refused. */
  folders: readonly PasswordsFolderEntry[];
  onClose: () => void;
}

/** Add or edit a folder: Name (required) and Notes; a failure shows "Oops!" with the server's message. */
export function FolderFormModal({ opened, folder, folders, onClose }: FolderFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={folder ? messages.passwordsEditFolderTitle : messages.passwordsAddFolderTitle}
      centered
    >
      {opened && <FolderForm folder={folder} folders={folders} onClose={onClose} />}
    </Modal>
  );
}

function FolderForm({ folder, folders, onClose }: Omit<FolderFormModalProps, 'opened'>) {
  const save = useSaveFolder();
  const form = useForm<FolderFormValues>({
    mode: 'controlled',
    initialValues: { name: folder?.name ?? '', note: folder?.note ?? '' },
    validate: {
      name: (value) => {
        if (value.trim() === '') return messages.passwordsFieldRequired;
        const max = passwordsFieldLimits.folderNameMaxLength;
        if (value.length > max) return formatMessage(messages.passwordsFieldTooLong, { max });
        return folderNameUsed(value, folders, folder?.id) ? messages.passwordsFolderNameUsed : null;
      },
      note: (value) => {
        const max = passwordsFieldLimits.folderNoteMaxLength;
        return value.length > max ? formatMessage(messages.passwordsFieldTooLong, { max }) : null;
      },
    },
  });

  const submit = async (values: FolderFormValues): Promise<void> => {
    try {
      await save.mutateAsync({ id: folder?.id, values: { name: values.name.trim(), note: values.note } });
    } catch (error) {
      notifyOops(passwordsErrorMessage(error));
      return;
    }
    notifySuccess(messages.passwordsFolderSaved);
    onClose();
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <TextInput
          label={messages.passwordsFolderName}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={messages.passwordsNotes}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {messages.passwordsCancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {messages.passwordsSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
