import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  documentsLimits,
  documentsMessages,
  documentsScreenMessages as text,
  fileNameProblem,
  isFileNameProblem,
  type DocumentRow,
} from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notify';
import { isFileNameUsed } from '../api/documentsApi';
import { FolderPicker } from './FolderPicker';
import { useDocumentsContext } from '../hooks/documentsContext';
import { useUpdateDocument } from '../hooks/useDocumentsMutations';
import { useFolderChoices } from '../hooks/useFolderChoices';
import { documentChanges } from '../lib/documentChanges';
import { folderChoiceValue, parseFolderChoice } from '../lib/folderChoices';
import { canMoveFiles } from '../lib/permissions';

export interface EditDocumentModalProps {
  file: DocumentRow | null;
  onClose: () => void;
}

/**
 * Edit a file (seed 001 sections 4 and 5): its name, required and unique per client ("The file
 * name is used", asked of checkFileName), and for clients and second users its folder, which may
 * move it between private and shared.
 */
export function EditDocumentModal({ file, onClose }: EditDocumentModalProps) {
  return (
    <Modal opened={file !== null} onClose={onClose} title={text.editTitle} centered>
      {file && <EditForm key={file.id} file={file} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ file, onClose }: { file: DocumentRow; onClose: () => void }) {
  const { app, viewer, clientId } = useDocumentsContext();
  const movable = canMoveFiles(viewer);
  const choices = useFolderChoices(movable);
  const update = useUpdateDocument();
  const [fileName, setFileName] = useState(file.fileName);
  const [choice, setChoice] = useState(folderChoiceValue(file));
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (): Promise<void> => {
    const name = fileName.trim();
    if (name === '') {
      setNameError(text.fileNameRequired);
      return;
    }
    const problem = fileNameProblem(name);
    if (problem !== null) {
      setNameError(problem);
      return;
    }
    const body = documentChanges(file, name, movable ? parseFolderChoice(choice) : null);
    setFailure(null);
    try {
      if (body.fileName !== undefined || body.isShareFA !== undefined) {
        setChecking(true);
        const area = body.isShareFA === undefined ? {} : { isShareFA: body.isShareFA };
        const used = await isFileNameUsed(app, {
          fileName: name,
          documentId: file.id,
          ...area,
          ...(clientId ? { clientId } : {}),
        });
        setChecking(false);
        if (used) {
          setNameError(documentsMessages.fileNameUsed);
          return;
        }
      }
      if (Object.keys(body).length > 0) await update.mutateAsync({ id: file.id, body });
    } catch (error) {
      setChecking(false);
      const message = errorMessage(error);
      if (message === documentsMessages.fileNameUsed || isFileNameProblem(message)) setNameError(message);
      else setFailure(message);
      return;
    }
    notifySuccess(text.fileSaved);
    onClose();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={text.fileNameLabel}
          withAsterisk
          data-autofocus
          maxLength={documentsLimits.fileNameMax}
          value={fileName}
          error={nameError}
          onChange={(event) => {
            setFileName(event.currentTarget.value);
            setNameError(fileNameProblem(event.currentTarget.value));
          }}
        />
        {movable && <FolderPicker groups={choices.groups} value={choice} onChange={setChoice} />}
        <FormError message={failure} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={checking || update.isPending}>
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
