import { useState } from 'react';
import { messages } from '@guru/shared';
import { formatMessage } from '../../../lib/format';
import { confirmPinCode } from '../api/vaultApi';
import { PinOutcome, usePinErrorHandler } from '../hooks/usePinErrors';
import { useDeleteEntries, useDeleteFolder, useDeleteSelection } from '../hooks/useVaultMutations';
import { deleteConfirmText, type DeleteTarget } from '../lib/deleteTarget';
import { notifySuccess, notifyVaultError } from '../lib/notify';
import { ConfirmModal } from './ConfirmModal';
import { PinModal } from './PinModal';

export interface DeleteFlowProps {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
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
  const deleteSelection = useDeleteSelection();
  const atPinStep = target !== null && pinStepFor === target;

  const close = (): void => {
    setPinStepFor(null);
    onClose();
  };

  const runDelete = async (current: DeleteTarget, pinCode: string): Promise<boolean> => {
    const takesFolders = current.kind === 'folder' || (current.kind === 'selection' && current.folders.length > 0);
    if (takesFolders) {
      try {
        // One call that checks the PIN itself: the folder, or the selection with its folders, all or nothing.
        if (current.kind === 'folder') await deleteFolder.mutateAsync({ id: current.id, pinCode });
        else if (current.kind === 'selection') await deleteSelection.mutateAsync({ ids: current.ids, folders: current.folders, pinCode });
      } catch (error) {
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
        message={target ? deleteConfirmText(target) : ''}
        confirmLabel={messages.vaultDelete}
        danger
        onConfirm={() => setPinStepFor(target)}
        onCancel={close}
      />
      <PinModal opened={atPinStep} onSubmit={(pinCode) => (target ? runDelete(target, pinCode) : Promise.resolve(true))} onCancel={close} />
    </>
  );
}
