import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, vaultFieldLimits } from '@guru/shared';
import { formatMessage } from '../../../lib/format';
import { useSaveFolder } from '../hooks/useVaultMutations';
import { notifyOops, notifySuccess, vaultErrorMessage } from '../lib/notify';
import type { FolderFormValues, VaultFolderEntry } from '../lib/vaultTypes';

export interface FolderFormModalProps {
  opened: boolean;
  /** The folder being edited; absent to add one. */
  folder?: VaultFolderEntry;
  onClose: () => void;
}

/** Add or edit a folder: Name (required) and Notes; a failure shows "Oops!" with the server's message. */
export function FolderFormModal({ opened, folder, onClose }: FolderFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={folder ? messages.vaultEditFolderTitle : messages.vaultAddFolderTitle} centered>
      {opened && <FolderForm folder={folder} onClose={onClose} />}
    </Modal>
  );
}

function FolderForm({ folder, onClose }: Omit<FolderFormModalProps, 'opened'>) {
  const save = useSaveFolder();
  const form = useForm<FolderFormValues>({
    mode: 'controlled',
    initialValues: { name: folder?.name ?? '', note: folder?.note ?? '' },
    validate: {
      name: (value) => {
        if (value.trim() === '') return messages.vaultFieldRequired;
        const max = vaultFieldLimits.folderNameMaxLength;
        return value.length > max ? formatMessage(messages.vaultFieldTooLong, { max }) : null;
      },
      note: (value) => {
        const max = vaultFieldLimits.folderNoteMaxLength;
        return value.length > max ? formatMessage(messages.vaultFieldTooLong, { max }) : null;
      },
    },
  });

  const submit = async (values: FolderFormValues): Promise<void> => {
    try {
      await save.mutateAsync({ id: folder?.id, values: { name: values.name.trim(), note: values.note } });
    } catch (error) {
      notifyOops(vaultErrorMessage(error));
      return;
    }
    notifySuccess(messages.vaultFolderSaved);
    onClose();
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <TextInput label={messages.vaultFolderName} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Textarea label={messages.vaultNotes} autosize minRows={2} maxRows={6} {...form.getInputProps('note')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {messages.vaultCancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {messages.vaultSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
