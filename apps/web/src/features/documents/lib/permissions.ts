import type { DocumentFolder, DocumentRow } from '@guru/shared';
import { DocumentsViewer } from './documentsRole';
import { DocumentsTab, isOwnSpaceTab } from './documentsTabs';

/**
 * What each role may do (seed 001 section 6, DESIGN.md section 9). The server checks every call
 * again; these rules only decide what the screen offers.
 */

/** Upload, add folders, edit files and folders: in one's own areas (the advisor: the client's shared area). */
export function canChangeItems(viewer: DocumentsViewer, tab: DocumentsTab): boolean {
  return viewer !== DocumentsViewer.thirdParty && isOwnSpaceTab(tab);
}

/** Moving between private and shared (and between folders): clients and second users only. */
export function canMoveFiles(viewer: DocumentsViewer): boolean {
  return viewer === DocumentsViewer.client;
}

/** Only the advisor sees Share. */
export function canShare(viewer: DocumentsViewer, tab: DocumentsTab): boolean {
  return viewer === DocumentsViewer.advisor && tab === DocumentsTab.client;
}

/**
 * A view-and-download link for an outsider (ADR 0047): the advisor, in the client's shared area only
 * (the only area the advisor sees; the server refuses anything else again).
 */
export function canSendLink(viewer: DocumentsViewer, tab: DocumentsTab): boolean {
  return viewer === DocumentsViewer.advisor && tab === DocumentsTab.client;
}

/**
 * Each side deletes only what it uploaded: clients and second users the files no advisor uploaded,
 * the advisor only the files an advisor uploaded; a third party nothing.
 */
export function canDeleteFile(
  viewer: DocumentsViewer,
  tab: DocumentsTab,
  file: Pick<DocumentRow, 'faUploadUserId'>,
): boolean {
  if (!canChangeItems(viewer, tab)) return false;
  const byAdvisor = file.faUploadUserId !== null;
  return viewer === DocumentsViewer.advisor ? byAdvisor : !byAdvisor;
}

/**
 * Folders of one's own areas; the advisor only folders an advisor created. The server also refuses a
 * folder holding files the caller may not delete.
 */
export function canDeleteFolder(
  viewer: DocumentsViewer,
  tab: DocumentsTab,
  folder: Pick<DocumentFolder, 'createdByAdvisor'>,
): boolean {
  if (!canChangeItems(viewer, tab)) return false;
  return viewer === DocumentsViewer.advisor ? folder.createdByAdvisor : true;
}

/** An advisor's folder delete skips the PIN (seed 001 section 4). */
export function folderDeleteNeedsPin(viewer: DocumentsViewer): boolean {
  return viewer !== DocumentsViewer.advisor;
}
