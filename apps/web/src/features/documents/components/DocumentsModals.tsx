import type { DocumentFolder, DocumentRow } from '@guru/shared';
import { SendLinkModal } from '../../document-requests';
import { useDocumentsContext } from '../hooks/documentsContext';
import type { QueueFileInput } from '../hooks/useUploadQueue';
import type { DeleteTarget } from '../lib/deleteTarget';
import type { UploadTarget } from '../lib/uploadQueue';
import { ActivityModal } from './ActivityModal';
import { DeleteFlow } from './DeleteFlow';
import type { ShareTarget } from './DocumentsTableRows';
import { EditDocumentModal } from './EditDocumentModal';
import { FolderFormModal } from './FolderFormModal';
import { ShareModal } from './ShareModal';
import { UploadModal } from './UploadModal';

export type DocumentsModal =
  | { kind: 'upload' }
  | { kind: 'addFolder' }
  | { kind: 'editFolder'; folder: DocumentFolder }
  | { kind: 'editFile'; file: DocumentRow }
  | { kind: 'share'; target: ShareTarget }
  | { kind: 'sendLink'; target: ShareTarget }
  | { kind: 'activity'; target: ShareTarget };

export interface DocumentsModalsProps {
  modal: DocumentsModal | null;
  deleteTarget: DeleteTarget | null;
  /** Where the upload modal's folder picker starts. */
  uploadTarget: UploadTarget;
  /** The area a new folder goes to (the tab's). */
  isShareFA: boolean;
  onUpload: (input: QueueFileInput) => void;
  onClose: () => void;
  onCloseDelete: () => void;
  onDeleted: (target: DeleteTarget) => void;
}

/**
 * The dashboard's modals: upload, edit file, add or edit folder, share, a link for an outsider,
 * activity, and the delete flow.
 */
export function DocumentsModals(props: DocumentsModalsProps) {
  const { modal } = props;
  const { app } = useDocumentsContext();
  return (
    <>
      <UploadModal
        opened={modal?.kind === 'upload'}
        initialChoice={props.uploadTarget}
        onUpload={props.onUpload}
        onClose={props.onClose}
      />
      <EditDocumentModal file={modal?.kind === 'editFile' ? modal.file : null} onClose={props.onClose} />
      <FolderFormModal
        opened={modal?.kind === 'addFolder' || modal?.kind === 'editFolder'}
        folder={modal?.kind === 'editFolder' ? modal.folder : undefined}
        isShareFA={props.isShareFA}
        onClose={props.onClose}
      />
      <ShareModal target={modal?.kind === 'share' ? modal.target : null} onClose={props.onClose} />
      <SendLinkModal
        session={app}
        target={modal?.kind === 'sendLink' ? modal.target : null}
        onClose={props.onClose}
      />
      <ActivityModal target={modal?.kind === 'activity' ? modal.target : null} onClose={props.onClose} />
      <DeleteFlow target={props.deleteTarget} onClose={props.onCloseDelete} onDeleted={props.onDeleted} />
    </>
  );
}
