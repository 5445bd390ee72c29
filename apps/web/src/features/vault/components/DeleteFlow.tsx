import { useState } from 'react';
import { messages } from '@guru/shared';
import { formatMessage } from '../../../lib/format';
import { confirmPinCode } from '../api/vaultApi';
import { PinOutcome, usePinErrorHandler } from '../hooks/usePinErrors';
import { useDeleteEntries, useDeleteFolder } from '../hooks/useVaultMutations';
import { notifySuccess, notifyVaultError } from '../lib/notify';
import { ConfirmModal } from './ConfirmModal';
import { PinModal } from './PinModal';

/** What is being deleted: one entry, the selected entries, or a folder with everything in it. */
export type DeleteTarget =
  | { kind: 'entry'; id: string; name: string }
  /** The selected entries, and the folders all of whose entries were selected (removed with them). */
  | { kind: 'selection'; ids: readonly string[]; folderIds: readonly string[] }
  | { kind: 'folder'; id: string; name: string };

export interface DeleteFlowProps {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
}

function confirmText(target: DeleteTarget): string {
  if (target.kind === 'entry') return formatMessage(messages.vaultDeleteOneConfirm, { name: target.name });
  if (target.kind === 'folder') return formatMessage(messages.vaultDeleteFolderConfirm, { name: target.name });
  return messages.vaultDeleteSelectedConfirm;
}

function announceDeleted(target: DeleteTarget): void {
  if (target.kind === 'entry') {
    notifySuccess(formatMessage(messages.vaultPasswordRemoved, { name: target.name }), messages.vaultPasswordRemovedTitle);
  } else if (target.kind === 'folder') {
    notifySuccess(messages.vaultFolderRemoved, messages.vaultFolderRemovedTitle);
  } else {
    notifySuccess(messages.vaultPasswordsRemoved, messages.vaultPasswordsRemovedTitle);
  }
}

/** Every delete (seed section 4): a confirm modal, then the PIN, then the call and its toast. */
export function DeleteFlow({ target, onClose, onDeleted }: DeleteFlowProps) {
  const [pinStepFor, setPinStepFor] = useState<DeleteTarget | null>(null);
  const handlePinError = usePinErrorHandler();
  const deleteEntries = useDeleteEntries();
  const deleteFolder = useDeleteFolder();
  const atPinStep = target !== null && pinStepFor === target;

  const close = (): void => {
    setPinStepFor(null);
    onClose();
  };

  const runDelete = async (current: DeleteTarget, pinCode: string): Promise<boolean> => {
    if (current.kind === 'folder') {
      try {
        await deleteFolder.mutateAsync({ id: current.id, pinCode });
      } catch (error) {
        // The folder call checks the PIN itself.
        const outcome = handlePinError(error);
        if (outcome === PinOutcome.ended) close();
        return false;
      }
    } else {
      try {
        await confirmPinCode(pinCode);
      } catch (error) {
        if (handlePinError(error) === PinOutcome.ended) close();
        return false;
      }
      try {
        await deleteEntries.mutateAsync(current.kind === 'entry' ? [current.id] : current.ids);
        if (current.kind === 'selection') {
          for (const folderId of current.folderIds) await deleteFolder.mutateAsync({ id: folderId, pinCode });
        }
      } catch (error) {
        notifyVaultError(error);
        close();
        return true;
      }
    }
    announceDeleted(current);
    close();
    onDeleted(current);
    return true;
  };

  return (
    <>
      <ConfirmModal
        opened={target !== null && !atPinStep}
        message={target ? confirmText(target) : ''}
        confirmLabel={messages.vaultDelete}
        danger
        onConfirm={() => setPinStepFor(target)}
        onCancel={close}
      />
      <PinModal opened={atPinStep} onSubmit={(pinCode) => (target ? runDelete(target, pinCode) : Promise.resolve(true))} onCancel={close} />
    </>
  );
}
