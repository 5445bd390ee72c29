import { useState } from 'react';
import { Button, FileButton, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconCamera, IconPaperclip } from '@tabler/icons-react';
import {
  documentsLimits,
  documentsMessages,
  documentsScreenMessages as text,
  fileNameProblem,
  isFileNameProblem,
  type DocumentRow,
} from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { FormError } from '../../../components/FormError';
import { isFileNameUsed } from '../api/documentsApi';
import { findDocumentNamed } from '../api/versionsApi';
import { NewVersionOffer } from '../versions/NewVersionOffer';
import { FolderPicker } from './FolderPicker';
import { useDocumentsContext } from '../hooks/documentsContext';
import { useFolderChoices } from '../hooks/useFolderChoices';
import { acceptedFileTypes } from '../lib/fileTypes';
import { folderChoiceValue, parseFolderChoice, type FolderChoice } from '../lib/folderChoices';
import { uploadRefusal } from '../lib/uploadRules';
import type { QueueFileInput } from '../hooks/useUploadQueue';

export interface UploadModalProps {
  opened: boolean;
  /** Where the folder picker starts: the tab's area and the open folder. */
  initialChoice: FolderChoice;
  onUpload: (input: QueueFileInput) => void;
  onClose: () => void;
}

/** Upload a file (seed 001 section 5): one file, its name, and the folder that decides private or shared. */
export function UploadModal({ opened, initialChoice, onUpload, onClose }: UploadModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.uploadTitle} centered>
      {opened && <UploadForm initialChoice={initialChoice} onUpload={onUpload} onClose={onClose} />}
    </Modal>
  );
}

function UploadForm({ initialChoice, onUpload, onClose }: Omit<UploadModalProps, 'opened'>) {
  const { app, clientId } = useDocumentsContext();
  const choices = useFolderChoices(true);
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState('');
  const [choice, setChoice] = useState(folderChoiceValue(initialChoice));
  const [errors, setErrors] = useState<{ file?: string; name?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // The file of that name already there: its new version is offered (ADR 0046).
  const [existing, setExisting] = useState<DocumentRow | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setErrors((current) => ({ ...current, file: chosen ? (uploadRefusal(chosen) ?? undefined) : undefined }));
    if (chosen && (fileName.trim() === '' || fileName === file?.name)) {
      setFileName(chosen.name);
      setErrors((current) => ({ ...current, name: fileNameProblem(chosen.name) ?? undefined }));
    }
  };

  const submit = async (): Promise<void> => {
    const target = parseFolderChoice(choice);
    const name = fileName.trim();
    const fileError = file ? (uploadRefusal(file) ?? undefined) : text.chooseFile;
    const nameError = name === '' ? text.fileNameRequired : (fileNameProblem(name) ?? undefined);
    setErrors({ file: fileError, name: nameError });
    if (!file || fileError || nameError || !target) return;
    setChecking(true);
    setFailure(null);
    setExisting(null);
    try {
      const where = { isShareFA: target.isShareFA, ...(clientId ? { clientId } : {}) };
      if (await isFileNameUsed(app, { fileName: name, ...where })) {
        setErrors({ name: documentsMessages.fileNameUsed });
        setExisting(await findDocumentNamed(app, { fileName: name, ...where }));
        return;
      }
    } catch (error) {
      const message = errorMessage(error);
      if (isFileNameProblem(message)) setErrors({ name: message });
      else setFailure(message);
      return;
    } finally {
      setChecking(false);
    }
    onUpload({ file, fileName: name, target: { ...target, clientId } });
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
        <FileInput
          label={text.fileLabel}
          placeholder={text.chooseFile}
          withAsterisk
          clearable
          accept={acceptedFileTypes}
          leftSection={<IconPaperclip size={16} />}
          value={file}
          error={errors.file}
          onChange={choose}
        />
        {/* On a phone, the camera beside choosing a file: a photo of a paper document. */}
        <FileButton accept="image/*" capture="environment" onChange={choose}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconCamera size={16} />}
              hiddenFrom="sm"
              data-testid="take-photo"
            >
              {text.takePhoto}
            </Button>
          )}
        </FileButton>
        <TextInput
          label={text.fileNameLabel}
          withAsterisk
          maxLength={documentsLimits.fileNameMax}
          value={fileName}
          error={errors.name}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setFileName(value);
            setErrors((current) => ({ ...current, name: fileNameProblem(value) ?? undefined }));
          }}
        />
        <FolderPicker groups={choices.groups} value={choice} onChange={setChoice} />
        {existing && file && (
          <NewVersionOffer
            existing={existing}
            onUploadVersion={() => {
              onUpload({
                file,
                fileName: existing.fileName,
                target: { ...target(existing), clientId, replaceDocumentId: existing.id },
              });
              onClose();
            }}
          />
        )}
        <FormError message={failure} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={checking}>
            {text.upload}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new version goes where its document is: the same folder and area. */
function target(doc: DocumentRow) {
  return { folderId: doc.folderId, isShareFA: doc.isShareFA };
}
