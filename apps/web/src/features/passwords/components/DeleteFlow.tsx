import { useState } from 'react';
import { AppType, messages, formatMessage } from '@guru/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PinOutcome, usePinErrorHandler } from '../../auth';
import { useDeleteFolder, useDeleteSelection } from '../hooks/usePasswordsMutations';
import { deleteConfirmText, type DeleteTarget } from '../lib/deleteTarget';
import { notifySuccess } from '../lib/notify';
import { PinModal } from '../../../components/PinModal';

export interface DeleteFlowProps {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
}

function announceDeleted(target: DeleteTarget): void {
  if (target.kind === 'entry') {
    notifySuccess(
      formatMessage(messages.passwordsPasswordRemoved, { name: target.name }),
      messages.passwordsPasswordRemovedTitle,
    );
  } else if (target.kind === 'folder') {
    notifySuccess(messages.passwordsFolderRemoved, messages.passwordsFolderRemovedTitle);
  } else {
    notifySuccess(messages.passwordsPasswordsRemoved, messages.passwordsPasswordsRemovedTitle);
  }
}

/** Every delete (seed section 4): a confirm modal, then the PIN, then the call and its toast. */
export function DeleteFlow({ target, onClose, onDeleted }: DeleteFlowProps) {
  const [pinStepFor, setPinStepFor] = useState<DeleteTarget | null>(null);
  const handlePinError = usePinErrorHandler(AppType.password);
  const deleteFolder = useDeleteFolder();
  const deleteSelection = useDeleteSelection();
  const atPinStep = target !== null && pinStepFor === target;

  const close = (): void => {
    setPinStepFor(null);
    onClose();
  };

  const runDelete = async (current: DeleteTarget, pinCode: string): Promise<boolean> => {
    try {
      // Every delete is one call that checks the PIN itself: all or nothing.
      if (current.kind === 'folder') await deleteFolder.mutateAsync({ id: current.id, pinCode });
      else {
        const ids = current.kind === 'entry' ? [current.id] : current.ids;
        await deleteSelection.mutateAsync({
          ids,
          folders: current.kind === 'selection' ? current.folders : [],
          pinCode,
        });
      }
    } catch (error) {
      if (handlePinError(error) === PinOutcome.ended) close();
      return false;
    }
    announceDeleted(current);
    close();
    onDeleted(current);
    return true;
  };

  return (
    <>
      <ConfirmDialog
        opened={target !== null && !atPinStep}
        title={messages.passwordsConfirmTitle}
        message={target ? deleteConfirmText(target) : ''}
        confirmLabel={messages.passwordsDelete}
        danger
        onConfirm={() => setPinStepFor(target)}
        onCancel={close}
      />
      <PinModal
        opened={atPinStep}
        onSubmit={(pinCode) => (target ? runDelete(target, pinCode) : Promise.resolve(true))}
        onCancel={close}
      />
    </>
  );
}
