import type { DocumentRow, DocumentUpdateBody } from '@guru/shared';
import type { FolderChoice } from './folderChoices';

/** The body of an edit: only what changed (the name; the folder and area together). */
export function documentChanges(
  file: DocumentRow,
  fileName: string,
  choice: FolderChoice | null,
): DocumentUpdateBody {
  const body: DocumentUpdateBody = {};
  if (fileName !== file.fileName) body.fileName = fileName;
  if (choice && (choice.folderId !== file.folderId || choice.isShareFA !== file.isShareFA)) {
    body.folderId = choice.folderId;
    body.isShareFA = choice.isShareFA;
  }
  return body;
}
