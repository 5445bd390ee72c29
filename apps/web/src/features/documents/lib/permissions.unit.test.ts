import { describe, expect, it } from 'vitest';
import { documentsMessages } from '@guru/shared';
import { deleteConfirmText, deleteNeedsPin, deletedToast } from './deleteTarget';
import { DocumentsViewer } from './documentsRole';
import { DocumentsTab } from './documentsTabs';
import {
  canChangeItems,
  canDeleteFile,
  canDeleteFolder,
  canMoveFiles,
  canSendLink,
  canShare,
} from './permissions';
import { testFile, testFolder } from './testDocuments';

const byClient = testFile('c');
const byAdvisor = testFile('a', { faUploadUserId: 'advisor-1' });

describe('who may delete (seed 001 section 6)', () => {
  it('clients and second users: what no advisor uploaded', () => {
    expect(canDeleteFile(DocumentsViewer.client, DocumentsTab.shared, byClient)).toBe(true);
    expect(canDeleteFile(DocumentsViewer.client, DocumentsTab.shared, byAdvisor)).toBe(false);
    expect(canDeleteFile(DocumentsViewer.client, DocumentsTab.shareWithMe, byClient)).toBe(false);
  });

  it('advisors: only what an advisor uploaded', () => {
    expect(canDeleteFile(DocumentsViewer.advisor, DocumentsTab.client, byAdvisor)).toBe(true);
    expect(canDeleteFile(DocumentsViewer.advisor, DocumentsTab.client, byClient)).toBe(false);
  });

  it('folders: the advisor only those an advisor created, clients any of their own', () => {
    const clientFolder = testFolder('c');
    const advisorFolder = testFolder('a', { createdByAdvisor: true });
    expect(canDeleteFolder(DocumentsViewer.advisor, DocumentsTab.client, advisorFolder)).toBe(true);
    expect(canDeleteFolder(DocumentsViewer.advisor, DocumentsTab.client, clientFolder)).toBe(false);
    expect(canDeleteFolder(DocumentsViewer.client, DocumentsTab.shared, clientFolder)).toBe(true);
    expect(canDeleteFolder(DocumentsViewer.client, DocumentsTab.shared, advisorFolder)).toBe(true);
    expect(canDeleteFolder(DocumentsViewer.thirdParty, DocumentsTab.shareWithMe, clientFolder)).toBe(false);
  });

  it('third parties: nothing, and no upload, edit, move or share', () => {
    expect(canDeleteFile(DocumentsViewer.thirdParty, DocumentsTab.shareWithMe, byClient)).toBe(false);
    expect(canChangeItems(DocumentsViewer.thirdParty, DocumentsTab.shareWithMe)).toBe(false);
    expect(canMoveFiles(DocumentsViewer.thirdParty)).toBe(false);
    expect(canShare(DocumentsViewer.thirdParty, DocumentsTab.shareWithMe)).toBe(false);
  });

  it('only the advisor shares; only clients move between areas', () => {
    expect(canShare(DocumentsViewer.advisor, DocumentsTab.client)).toBe(true);
    expect(canShare(DocumentsViewer.client, DocumentsTab.shared)).toBe(false);
    expect(canMoveFiles(DocumentsViewer.client)).toBe(true);
    expect(canMoveFiles(DocumentsViewer.advisor)).toBe(false);
  });

  it("only the advisor sends a link for outsiders, from the client's shared area", () => {
    expect(canSendLink(DocumentsViewer.advisor, DocumentsTab.client)).toBe(true);
    expect(canSendLink(DocumentsViewer.advisor, DocumentsTab.shareWithMe)).toBe(false);
    expect(canSendLink(DocumentsViewer.client, DocumentsTab.shared)).toBe(false);
    expect(canSendLink(DocumentsViewer.client, DocumentsTab.private)).toBe(false);
    expect(canSendLink(DocumentsViewer.thirdParty, DocumentsTab.shareWithMe)).toBe(false);
  });
});

describe('delete flow texts and PIN', () => {
  const folder = testFolder('f1', { name: 'Taxes' });

  it('confirms with the specification texts', () => {
    expect(deleteConfirmText({ kind: 'file', file: byClient })).toBe(documentsMessages.deleteOneConfirm);
    expect(deleteConfirmText({ kind: 'folder', folder })).toBe(documentsMessages.deleteFolderConfirm);
    expect(deleteConfirmText({ kind: 'selection', ids: ['c'], folders: [] })).toBe(
      documentsMessages.deleteSelectedConfirm,
    );
    expect(deleteConfirmText({ kind: 'selection', ids: [], folders: [folder] })).toContain('"Taxes"');
  });

  it('asks for the PIN, except for an advisor deleting a folder', () => {
    expect(deleteNeedsPin({ kind: 'folder', folder }, DocumentsViewer.advisor)).toBe(false);
    expect(deleteNeedsPin({ kind: 'folder', folder }, DocumentsViewer.client)).toBe(true);
    expect(deleteNeedsPin({ kind: 'file', file: byAdvisor }, DocumentsViewer.advisor)).toBe(true);
    expect(
      deleteNeedsPin({ kind: 'selection', ids: ['a'], folders: [folder] }, DocumentsViewer.advisor),
    ).toBe(true);
  });

  it('announces the delete with the toasts of the specification', () => {
    expect(deletedToast({ kind: 'file', file: byClient })).toEqual({
      message: '"c.pdf" has been removed',
      title: 'Delete document successfully!',
    });
    expect(deletedToast({ kind: 'folder', folder })).toEqual({
      message: 'This folder has been removed',
      title: 'Delete folder successfully!',
    });
    expect(deletedToast({ kind: 'selection', ids: ['c'], folders: [] }).title).toBe(
      'Delete documents successfully!',
    );
  });
});
