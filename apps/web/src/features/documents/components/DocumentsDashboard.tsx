import { useMemo, useState } from 'react';
import { Alert, Button, Card, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  documentsMessages,
  documentsScreenMessages as text,
  retentionMessages,
  type DocumentRow,
} from '@guru/shared';
import { DataTablePagination } from '../../../components/DataTablePagination';
import { errorMessage } from '../../../lib/apiClient';
import { useStableCallback } from '../../../lib/useStableCallback';
import { useSignedIn } from '../../auth';
import { clientInfoQuery, sharedWithMeQuery } from '../api/documentsQueries';
import { DocumentsContext, useDocumentsContext } from '../hooks/documentsContext';
import { useDocumentsTable } from '../hooks/useDocumentsTable';
import { useExportActivity } from '../hooks/useExportActivity';
import { useExportDocuments } from '../hooks/useExportDocuments';
import { useDownloadZip } from '../hooks/useDownloadZip';
import { PreviewModal } from '../preview/PreviewModal';
import { VersionsModal } from '../versions/VersionsModal';
import { useUploadQueue } from '../hooks/useUploadQueue';
import { useSetDocumentHidden } from '../hooks/useDocumentsMutations';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { DocumentsViewer, viewerOf } from '../lib/documentsRole';
import { DocumentsTab, tabIsShareFA, tabLabel, tabsFor } from '../lib/documentsTabs';
import { documentsPageSizes } from '../lib/pageSize';
import { personName } from '../lib/documentsFormat';
import { selectedFiles, selectionDeleteIds } from '../lib/selection';
import { DocumentsHeader } from './DocumentsHeader';
import { DocumentsModals, type DocumentsModal } from './DocumentsModals';
import { DocumentsTable } from './DocumentsTable';
import { DocumentsToolbar } from './DocumentsToolbar';
import { DropZone } from './DropZone';
import { UploadQueuePanel } from './UploadQueuePanel';
import { useRowPermissions } from '../hooks/useRowPermissions';
import type { DeleteTarget } from '../lib/deleteTarget';

/**
 * The Documents Guru dashboard (seed 001 section 2.1): /documents-guru/dashboard for clients,
 * second users and third parties, /documents-guru/{clientId}/dashboard for the advisor.
 */
export function DocumentsDashboard({ clientId = null }: { clientId?: string | null }) {
  const { app, user } = useSignedIn();
  const viewer = viewerOf(user);
  const value = useMemo(
    () => ({ app, viewer, clientId: viewer === DocumentsViewer.advisor ? clientId : null }),
    [app, viewer, clientId],
  );
  return (
    <DocumentsContext.Provider value={value}>
      <DocumentsDashboardContent />
    </DocumentsContext.Provider>
  );
}

function useTabs(tab: DocumentsTab) {
  const { app, viewer, clientId } = useDocumentsContext();
  const shared = useQuery({ ...sharedWithMeQuery(app), enabled: viewer !== DocumentsViewer.thirdParty });
  const client = useQuery({ ...clientInfoQuery(app, clientId ?? ''), enabled: clientId !== null });
  const tabs = tabsFor(viewer, shared.data === true || tab === DocumentsTab.shareWithMe);
  return { tabs, clientName: client.data ? personName(client.data) : '' };
}

function DocumentsDashboardContent() {
  const { viewer, clientId } = useDocumentsContext();
  const table = useDocumentsTable();
  const { state } = table;
  const { tabs, clientName } = useTabs(state.tab);
  const queue = useUploadQueue();
  const { exporting, exportDocuments } = useExportDocuments();
  const { exportingActivity, exportActivity } = useExportActivity();
  const permissions = useRowPermissions(state.tab);
  const [modal, setModal] = useState<DocumentsModal | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [versionsOf, setVersionsOf] = useState<DocumentRow | null>(null);
  const { zipping, downloadZip } = useDownloadZip();
  const setHidden = useSetDocumentHidden();
  const onToggleHidden = useStableCallback((file: DocumentRow) => {
    setHidden.mutate(
      { id: file.id, hidden: !file.hidden },
      {
        onSuccess: () =>
          notifySuccess(file.hidden ? retentionMessages.unhiddenDone : retentionMessages.hiddenDone),
        onError: (error) => notifyOops(errorMessage(error)),
      },
    );
  });

  const area = tabIsShareFA(state.tab);
  const openFolderId = table.scope.kind === 'folder' ? table.scope.folderId : null;
  const folderName =
    table.scope.kind === 'root'
      ? null
      : table.scope.folderId === null
        ? documentsMessages.noGroup
        : (table.openFolder?.name ?? '');
  const placeName = [tabLabel(state.tab, clientName), folderName].filter(Boolean).join(' › ');
  const uploadTarget = { folderId: openFolderId, isShareFA: area ?? true, clientId };
  const selected = [...state.selection.values()];
  const canDeleteSelection =
    selected.length > 0 &&
    selected.every((row) => row.kind !== 'file' || permissions.canDeleteFile(row.file)) &&
    table.selectedFolders.every((folder) => permissions.canDeleteFolder(folder));

  const toolbarActions = {
    onQueryChange: table.setQuery,
    onDeleteSelected: useStableCallback(() => {
      const { ids, folderIds } = selectionDeleteIds(state.selection, table.openFolder);
      setDeleteTarget({
        kind: 'selection',
        ids,
        folders: table.selectedFolders.filter((folder) => folderIds.includes(folder.id)),
      });
    }),
    onUpload: useStableCallback(() => setModal({ kind: 'upload' })),
    onAddFolder: useStableCallback(() => setModal({ kind: 'addFolder' })),
    onDownloadZip: useStableCallback(
      () => void downloadZip(selectionDeleteIds(state.selection, table.openFolder)),
    ),
    onExport: useStableCallback(
      () =>
        void exportDocuments({
          listing: table.listQuery,
          selectedFiles: selectedFiles(state.selection).map((row) => row.file),
          selectedFolderIds: table.selectedFolders.map((folder) => folder.id),
        }),
    ),
  };
  const resetView = useStableCallback(() => table.openScope(undefined));
  const exportActivityClick = useStableCallback(() => void exportActivity());
  const onDeleted = useStableCallback((target: DeleteTarget) => {
    if (target.kind === 'folder' && target.folder.id === openFolderId) table.openScope(undefined);
    else if (target.kind === 'selection' && target.folders.some((folder) => folder.id === openFolderId))
      table.openScope(undefined);
    table.clearSelection();
  });

  const previewFiles = table.rows.flatMap((row) => (row.kind === 'file' ? [row.file] : []));

  const emptyText = table.searching
    ? text.noResults
    : table.scope.kind === 'folder'
      ? text.emptyFolder
      : text.emptyArea;

  return (
    <Stack gap="md">
      <DocumentsHeader
        folderName={folderName}
        showReturnLink={viewer === DocumentsViewer.advisor}
        onExportActivity={viewer === DocumentsViewer.advisor ? exportActivityClick : undefined}
        exportingActivity={exportingActivity}
        tabs={tabs}
        tab={state.tab}
        clientName={clientName}
        onReset={resetView}
        onTabChange={table.selectTab}
      />
      <DocumentsToolbar
        searchResets={state.searchResets}
        selectedCount={state.selection.size}
        canDeleteSelection={canDeleteSelection}
        canChangeItems={permissions.canEdit}
        exporting={exporting}
        zipping={zipping}
        {...toolbarActions}
      />
      <UploadQueuePanel queue={queue} />
      <DropZone
        enabled={permissions.canEdit}
        placeName={placeName}
        onFiles={(files) => queue.add(files.map((file) => ({ file, target: uploadTarget })))}
      >
        <Card withBorder radius="md" padding={0}>
          {table.isPending ? (
            <Center py="xl">
              <Loader aria-label={text.tableLabel} />
            </Center>
          ) : table.isError ? (
            <Alert color="red" icon={<IconAlertCircle />} title={text.loadFailed} m="md">
              <Stack gap="sm" align="flex-start">
                {errorMessage(table.error)}
                <Button size="xs" variant="light" onClick={table.refetch}>
                  {text.tryAgain}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <DocumentsTable
              rows={table.rows}
              selection={state.selection}
              orderBy={state.orderBy}
              emptyText={emptyText}
              permissions={permissions}
              onSort={table.sortBy}
              onToggleRow={table.toggleRow}
              onToggleAll={() => table.toggleAll(table.rows)}
              actions={{
                onOpenFolder: (folderId) => table.openScope(folderId),
                onEditFolder: (folder) => setModal({ kind: 'editFolder', folder }),
                onDeleteFolder: (folder) => setDeleteTarget({ kind: 'folder', folder }),
                onShare: (target) => setModal({ kind: 'share', target }),
                onSendLink: (target) => setModal({ kind: 'sendLink', target }),
                onActivity: (target) => setModal({ kind: 'activity', target }),
                onDownload: (file) => void permissions.download(file),
                onPreview: (file) => setPreviewId(file.id),
                onVersions: (file) => setVersionsOf(file),
                onDownloadFolder: (folder) => void downloadZip({ ids: [], folderIds: [folder.id] }),
                onEdit: (file) => setModal({ kind: 'editFile', file }),
                onDelete: (file) => setDeleteTarget({ kind: 'file', file }),
                onToggleHidden,
              }}
            />
          )}
        </Card>
      </DropZone>
      <DataTablePagination
        {...table.info}
        pageSize={state.pageSize}
        pageSizes={documentsPageSizes}
        onPageChange={table.goToPage}
        onPageSizeChange={table.setPageSize}
      />
      <PreviewModal
        files={previewFiles}
        fileId={previewId}
        onShow={setPreviewId}
        onClose={() => setPreviewId(null)}
        onDownload={(file) => void permissions.download(file)}
      />
      <VersionsModal file={versionsOf} canRestore={permissions.canEdit} onClose={() => setVersionsOf(null)} />
      <DocumentsModals
        modal={modal}
        deleteTarget={deleteTarget}
        uploadTarget={uploadTarget}
        isShareFA={area ?? true}
        onUpload={(input) => queue.add([input])}
        onClose={() => setModal(null)}
        onCloseDelete={() => setDeleteTarget(null)}
        onDeleted={onDeleted}
      />
    </Stack>
  );
}
