import type { DocumentFolder, DocumentRow } from '@guru/shared';

/** Test rows of the documents API (unit and dom tests). */
export function testFile(id: string, change: Partial<DocumentRow> = {}): DocumentRow {
  return {
    id,
    type: 'file',
    fileName: `${id}.pdf`,
    mimetype: 'application/pdf',
    fileSize: 2_048,
    folderId: null,
    folderName: null,
    isShareFA: true,
    clientId: 'client-1',
    faUploadUserId: null,
    uploadedBy: { firstName: 'Casey', lastName: 'Client' },
    sharedUser: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...change,
  };
}

export function testFolder(id: string, change: Partial<DocumentFolder> = {}): DocumentFolder {
  return {
    id,
    type: 'folder',
    name: `Folder ${id}`,
    note: '',
    isShareFA: true,
    clientId: 'client-1',
    fileCount: 0,
    createdByAdvisor: false,
    sharedUser: null,
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...change,
  };
}
