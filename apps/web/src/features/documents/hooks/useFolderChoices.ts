import { useQuery } from '@tanstack/react-query';
import { documentFoldersQuery } from '../api/documentsQueries';
import { DocumentsTab, tabFilter } from '../lib/documentsTabs';
import { folderChoiceGroups, type FolderChoiceGroup } from '../lib/folderChoices';
import { canMoveFiles } from '../lib/permissions';
import { DocumentsViewer } from '../lib/documentsRole';
import { useDocumentsContext } from './documentsContext';

/**
 * The folder picker's options: the shared area's folders, and for clients and second users the
 * private area's too (the option decides the area). The advisor sees the client's shared area only.
 */
export function useFolderChoices(enabled: boolean): { groups: FolderChoiceGroup[]; isPending: boolean } {
  const { app, viewer, clientId } = useDocumentsContext();
  const withPrivate = canMoveFiles(viewer);
  const sharedTab = viewer === DocumentsViewer.advisor ? DocumentsTab.client : DocumentsTab.shared;
  const shared = useQuery(documentFoldersQuery(app, tabFilter(sharedTab, clientId), enabled));
  const privateFolders = useQuery(
    documentFoldersQuery(app, tabFilter(DocumentsTab.private, clientId), enabled && withPrivate),
  );
  const folders = [...(shared.data ?? []), ...(withPrivate ? (privateFolders.data ?? []) : [])];
  return {
    groups: folderChoiceGroups(folders, withPrivate),
    isPending: shared.isPending || (withPrivate && privateFolders.isPending),
  };
}
