import {
  documentsMessages,
  documentsScreenMessages as text,
  formatMessage,
  type DocumentFolder,
  type DocumentRow,
} from '@guru/shared';
import { DocumentsViewer } from './documentsRole';
import { folderDeleteNeedsPin } from './permissions';

/** What a delete is about: one file, one folder (with all of its contents), or the selection. */
export type DeleteTarget =
  | { kind: 'file'; file: DocumentRow }
  | { kind: 'folder'; folder: DocumentFolder }
  | { kind: 'selection'; ids: string[]; folders: DocumentFolder[] };

/** The confirmation texts of the specification (seed 001 sections 2.1 and 8). */
export function deleteConfirmText(target: DeleteTarget): string {
  switch (target.kind) {
    case 'file':
      return documentsMessages.deleteOneConfirm;
    case 'folder':
      return documentsMessages.deleteFolderConfirm;
    case 'selection':
      if (target.folders.length === 0) return documentsMessages.deleteSelectedConfirm;
      return formatMessage(text.deleteSelectedWithFoldersConfirm, {
        names: target.folders.map((folder) => `"${folder.name}"`).join(', '),
      });
  }
}

/** Every delete asks for the PIN after the confirmation, except an advisor's folder delete. */
export function deleteNeedsPin(target: DeleteTarget, viewer: DocumentsViewer): boolean {
  return target.kind !== 'folder' || folderDeleteNeedsPin(viewer);
}

/** The success toast: message and title. */
export function deletedToast(target: DeleteTarget): { message: string; title: string } {
  switch (target.kind) {
    case 'file':
      return {
        message: formatMessage(documentsMessages.documentRemoved, { name: target.file.fileName }),
        title: documentsMessages.documentRemovedTitle,
      };
    case 'folder':
      return { message: documentsMessages.folderRemoved, title: documentsMessages.folderRemovedTitle };
    case 'selection':
      return { message: documentsMessages.documentsRemoved, title: documentsMessages.documentsRemovedTitle };
  }
}
