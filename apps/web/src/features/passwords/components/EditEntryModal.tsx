import { useEffect } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { messages } from '@guru/shared';
import { usePasswordsEntry, usePasswordsFolders } from '../hooks/usePasswordsData';
import { notifyPasswordsError } from '../lib/notify';
import { PasswordFormModal } from './PasswordFormModal';

export interface EditEntryModalProps {
  /** The entry to edit; null when the modal is closed. */
  entryId: string | null;
  onClose: () => void;
}

/** Edit password detail: the entry is fetched and its secret opened only for this form. */
export function EditEntryModal({ entryId, onClose }: EditEntryModalProps) {
  const entry = usePasswordsEntry(entryId);
  const folders = usePasswordsFolders();
  const failed = entry.isError || folders.isError;

  useEffect(() => {
    if (!failed) return;
    notifyPasswordsError(entry.error ?? folders.error);
    onClose();
  }, [failed, entry.error, folders.error, onClose]);

  if (entryId === null || failed) return null;
  if (!entry.data || !folders.data) {
    return (
      <Modal opened onClose={onClose} title={messages.passwordsEditPasswordTitle} centered>
        <Center py="xl">
          <Loader aria-label={messages.passwordsEditPasswordTitle} />
        </Center>
      </Modal>
    );
  }
  return <PasswordFormModal opened entry={entry.data} folders={folders.data} onClose={onClose} />;
}
