import { useState } from 'react';
import { ErrorCode, documentsScreenMessages as text } from '@guru/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { PinOutcome, usePinErrorHandler } from '../../auth';
import { useDocumentsContext } from '../hooks/documentsContext';
import { useDeleteDocuments, useDeleteFolder } from '../hooks/useDocumentsMutations';
import { deleteConfirmText, deleteNeedsPin, deletedToast, type DeleteTarget } from '../lib/deleteTarget';
import { PinModal } from '../../../components/PinModal';

export interface DeleteFlowProps {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
}

/**
 * Every delete (seed 001 section 4): the confirmation, then the PIN (checked by the delete call
 * itself), then the toast; an advisor's folder delete goes straight from the confirmation.
 */
export function DeleteFlow({ target, onClose, onDeleted }: DeleteFlowProps) {
  const { viewer, app } = useDocumentsContext();
  const [pinStepFor, setPinStepFor] = useState<DeleteTarget | null>(null);
  const handlePinError = usePinErrorHandler(app);
  const deleteFolder = useDeleteFolder();
  const deleteDocuments = useDeleteDocuments();
  const atPinStep = target !== null && pinStepFor === target;
  const busy = deleteFolder.isPending || deleteDocuments.isPending;

  const close = (): void => {
    setPinStepFor(null);
    onClose();
  };

  const remove = async (current: DeleteTarget, pinCode: string | null): Promise<void> => {
    const pin = pinCode === null ? {} : { pinCode };
    if (current.kind === 'folder') await deleteFolder.mutateAsync({ id: current.folder.id, pinCode });
    else if (current.kind === 'file') await deleteDocuments.mutateAsync({ ids: [current.file.id], ...pin });
    else
      await deleteDocuments.mutateAsync({
        ids: current.ids,
        folderIds: current.folders.map((folder) => folder.id),
        ...pin,
      });
  };

  const finish = (current: DeleteTarget): void => {
    const toast = deletedToast(current);
    notifySuccess(toast.message, toast.title);
    close();
    onDeleted(current);
  };

  const runWithPin = async (current: DeleteTarget, pinCode: string): Promise<boolean> => {
    try {
      await remove(current, pinCode);
    } catch (error) {
      // A refusal of the delete itself (a retention or a legal hold, ADR 0050) ends the flow with its message.
      if (handlePinError(error) === PinOutcome.ended || isApiError(error, ErrorCode.CONFLICT)) close();
      return false;
    }
    finish(current);
    return true;
  };

  const confirm = async (): Promise<void> => {
    if (!target) return;
    if (deleteNeedsPin(target, viewer)) {
      setPinStepFor(target);
      return;
    }
    try {
      await remove(target, null);
      finish(target);
    } catch (error) {
      notifyOops(errorMessage(error));
    }
  };

  return (
    <>
      <ConfirmDialog
        opened={target !== null && !atPinStep}
        title={text.confirmTitle}
        message={target ? deleteConfirmText(target) : ''}
        confirmLabel={text.delete}
        cancelLabel={text.cancel}
        danger
        loading={busy && !atPinStep}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      <PinModal
        opened={atPinStep}
        onSubmit={(pinCode) => (target ? runWithPin(target, pinCode) : Promise.resolve(true))}
        onCancel={close}
      />
    </>
  );
}
