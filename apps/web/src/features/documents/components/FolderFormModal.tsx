import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  documentsLimits,
  documentsMessages,
  documentsScreenMessages as text,
  type DocumentFolder,
} from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSaveFolder } from '../hooks/useDocumentsMutations';

export interface FolderFormModalProps {
  opened: boolean;
  /** The folder being edited; absent to add one to `isShareFA`'s area. */
  folder?: DocumentFolder;
  isShareFA: boolean;
  onClose: () => void;
}

/** Add or edit a folder: name (required) and note; a failure shows the server's message (seed 001 section 8). */
export function FolderFormModal({ opened, folder, isShareFA, onClose }: FolderFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={folder ? text.editFolderTitle : text.addFolderTitle}
      centered
    >
      {opened && <FolderForm folder={folder} isShareFA={isShareFA} onClose={onClose} />}
    </Modal>
  );
}

interface FolderValues {
  name: string;
  note: string;
}

function FolderForm({ folder, isShareFA, onClose }: Omit<FolderFormModalProps, 'opened'>) {
  const save = useSaveFolder();
  const form = useForm<FolderValues>({
    mode: 'controlled',
    initialValues: { name: folder?.name ?? '', note: folder?.note ?? '' },
    validate: { name: (value) => (value.trim() === '' ? documentsMessages.folderNameRequired : null) },
  });

  const submit = async (values: FolderValues): Promise<void> => {
    try {
      await save.mutateAsync({
        id: folder?.id,
        values: { name: values.name.trim(), note: values.note },
        isShareFA,
      });
    } catch (error) {
      notifyOops(errorMessage(error));
      return;
    }
    notifySuccess(text.folderSaved);
    onClose();
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <TextInput
          label={text.folderNameLabel}
          withAsterisk
          data-autofocus
          maxLength={documentsLimits.folderNameMax}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={text.folderNoteLabel}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={documentsLimits.folderNoteMax}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
