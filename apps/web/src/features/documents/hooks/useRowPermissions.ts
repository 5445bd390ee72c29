import { useMemo } from 'react';
import type { DocumentFolder, DocumentRow } from '@guru/shared';
import { DocumentsTab } from '../lib/documentsTabs';
import { canChangeItems, canDeleteFile, canDeleteFolder, canSendLink, canShare } from '../lib/permissions';
import type { RowPermissions } from '../components/DocumentsTableRows';
import { useDocumentsContext } from './documentsContext';
import { useDownloadDocument } from './useDownloadDocument';

/** What the rows and the toolbar offer in a tab, for the viewer's role, and the download. */
export function useRowPermissions(
  tab: DocumentsTab,
): RowPermissions & { download: (file: DocumentRow) => Promise<void> } {
  const { viewer } = useDocumentsContext();
  const { download, isDownloading } = useDownloadDocument();
  const rules = useMemo(
    () => ({
      sharedColumns: tab === DocumentsTab.shareWithMe,
      canEdit: canChangeItems(viewer, tab),
      canShare: canShare(viewer, tab),
      canSendLink: canSendLink(viewer, tab),
      canHide: canSendLink(viewer, tab),
      canDeleteFolder: (folder: DocumentFolder) => canDeleteFolder(viewer, tab, folder),
      canDeleteFile: (file: DocumentRow) => canDeleteFile(viewer, tab, file),
    }),
    [viewer, tab],
  );
  return { ...rules, isDownloading, download };
}
