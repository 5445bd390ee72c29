import { startTransition, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Button, Center, Loader, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { messages, type VaultItemType } from '@guru/shared';
import { useStableCallback } from '../../../lib/useStableCallback';
import { useIdleFlag } from '../../../lib/whenIdle';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { useExportEntries } from '../hooks/useExportEntries';
import { useImportTemplate } from '../hooks/useImportTemplate';
import { usePasswordsSnapshot } from '../hooks/usePasswordsData';
import { usePasswordsTable } from '../hooks/usePasswordsTable';
import { useViewGate } from '../hooks/useViewGate';
import type { DeleteTarget, SelectedFolder } from '../lib/deleteTarget';
import { passwordsErrorMessage } from '../lib/notify';
import { fullySelectedFolderIds, rowEntryIds } from '../lib/selection';
import { VaultLockedError } from '../lib/vaultCrypto';
import { rootScope } from '../lib/passwordsList';
import { viewPasswordDetailUrl, type PasswordDetailState } from '../lib/passwordsRoutes';
import type { PasswordsEntry, PasswordsFolderEntry, PasswordsSnapshot } from '../lib/passwordsTypes';
import { DeleteFlow } from './DeleteFlow';
import { EditEntryModal } from './EditEntryModal';
import { FolderFormModal } from './FolderFormModal';
import { ImportFlow } from './ImportFlow';
import { PasswordFormModal } from './PasswordFormModal';
import { PinModal } from '../../../components/PinModal';
import { TemplateSentModal } from './TemplateSentModal';
import { TransferProgress } from './TransferProgress';
import { PasswordsResults } from './PasswordsResults';
import { PasswordsToolbar } from './PasswordsToolbar';
import { VaultFilterBar } from './VaultFilterBar';

type DashboardModal =
  | { kind: 'addPassword' }
  | { kind: 'addItem'; type: VaultItemType }
  | { kind: 'editEntry'; id: string }
  | { kind: 'addFolder' }
  | { kind: 'editFolder'; folder: PasswordsFolderEntry }
  | { kind: 'import' }
  | { kind: 'templateSent' };

/** The export's progress shows once it lasts longer than this (ms). */
const PROGRESS_AFTER_MS = 300;
/** The export's progress cannot be dismissed: it closes when the file is saved. */
const ignoreClose = () => undefined;

/** /password-management/dashboard for a client: the vault, decrypted in this browser only. */
export function PasswordsDashboard() {
  const snapshot = usePasswordsSnapshot();
  // A new snapshot (the first page, then up to 100,000 entries) renders as a transition: React renders the
  // table in slices between which the page stays responsive, instead of one long task.
  const data = useDeferredValue(snapshot.data);
  if (snapshot.isPending || (snapshot.isSuccess && !data)) {
    return (
      <Center py="xl">
        <Loader aria-label={messages.passwordsBreadcrumbRoot} />
      </Center>
    );
  }
  const failure = snapshot.isError ? snapshot.error : data?.failure;
  if (failure) {
    const locked = failure instanceof VaultLockedError;
    return (
      <Alert
        color={locked ? 'indigo' : 'red'}
        icon={<IconAlertCircle />}
        title={locked ? undefined : messages.passwordsLoadFailed}
      >
        <Stack gap="sm" align="flex-start">
          {passwordsErrorMessage(failure)}
          {!locked && (
            <Button size="xs" variant="light" onClick={() => void snapshot.refetch()}>
              {messages.tryAgain}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return data ? <PasswordsDashboardContent snapshot={data} /> : null;
}

function PasswordsDashboardContent({ snapshot }: { snapshot: PasswordsSnapshot }) {
  const table = usePasswordsTable(snapshot);
  const navigate = useNavigate();
  const gate = useViewGate();
  const { exporting, progress: exportProgress, exportEntries } = useExportEntries();
  const showExportProgress = useDelayedFlag(exporting, PROGRESS_AFTER_MS);
  const [modal, setModal] = useState<DashboardModal | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const closeModal = useStableCallback(() => setModal(null));
  const template = useImportTemplate(() => setModal({ kind: 'templateSent' }));

  const openFolderId = table.scope.kind === 'folder' ? table.scope.folderId : null;
  const folderName =
    table.scope.kind === 'root'
      ? null
      : (snapshot.folders.find((folder) => folder.id === openFolderId)?.name ?? messages.passwordsNoGroup);

  /** The folders a selection deletes with it (all of their entries are selected), by name for the warning. */
  const selectedFolders = (): SelectedFolder[] =>
    fullySelectedFolderIds(table.rows, table.selection).map((id) => {
      const folder = snapshot.folders.find((candidate) => candidate.id === id);
      const row = table.rows.find((candidate) => candidate.kind === 'folder' && candidate.folderId === id);
      return {
        id,
        name: folder?.readable ? folder.name : messages.passwordsUnreadableEntry,
        entryIds: row ? rowEntryIds(row) : [],
      };
    });

  const handleDeleted = useStableCallback((target: DeleteTarget): void => {
    if (target.kind === 'folder' && openFolderId === target.id) table.openScope(rootScope);
    if (target.kind === 'selection') table.clearSelection();
  });
  const closeDelete = useStableCallback(() => setDeleteTarget(null));
  // Stable handlers and memoised elements: a new search re-renders the table, not the buttons or modals.
  const toolbarActions = {
    onOpenRoot: useStableCallback(() => table.openScope(rootScope)),
    onDeleteSelected: useStableCallback(() =>
      setDeleteTarget({ kind: 'selection', ids: [...table.selection], folders: selectedFolders() }),
    ),
    onAddPassword: useStableCallback(() => setModal({ kind: 'addPassword' })),
    onAddFolder: useStableCallback(() => setModal({ kind: 'addFolder' })),
    onGetTemplate: useStableCallback(() => void template.download()),
    onEmailTemplate: useStableCallback(() => void template.email()),
    onImport: useStableCallback(() => setModal({ kind: 'import' })),
    onExport: useStableCallback(() => {
      const ids =
        table.selection.size > 0 ? [...table.selection] : table.rows.flatMap((row) => [...rowEntryIds(row)]);
      void exportEntries(ids, snapshot.folders);
    }),
  };
  // What is typed prepares its results during the search box's pause (a transition: typing stays first).
  const onQueryInput = useStableCallback((text: string) =>
    startTransition(() => table.setPendingQuery(text)),
  );
  // Stable row handlers: a row re-renders only when its own data or selection changes (not on a progress tick).
  const onOpenFolder = useStableCallback((folderId: string | null) =>
    table.openScope({ kind: 'folder', folderId }),
  );
  const onEditFolder = useStableCallback((folder: PasswordsFolderEntry) =>
    setModal({ kind: 'editFolder', folder }),
  );
  const onDeleteFolder = useStableCallback((folder: PasswordsFolderEntry) =>
    setDeleteTarget({ kind: 'folder', id: folder.id, name: folder.name }),
  );
  const onView = useStableCallback((entry: PasswordsEntry) =>
    gate.request(() => {
      const state: PasswordDetailState = { pinConfirmedFor: entry.id };
      navigate(viewPasswordDetailUrl(entry.id), { state });
    }),
  );
  const onEdit = useStableCallback((entry: PasswordsEntry) =>
    gate.request(() => setModal({ kind: 'editEntry', id: entry.id })),
  );
  const onDelete = useStableCallback((entry: PasswordsEntry) =>
    setDeleteTarget({
      kind: 'entry',
      id: entry.id,
      name: entry.readable ? entry.name : messages.passwordsUnreadableEntry,
    }),
  );
  const onAddItem = useStableCallback((type: VaultItemType) => setModal({ kind: 'addItem', type }));
  const rowActions = useMemo(
    () => ({ onOpenFolder, onEditFolder, onDeleteFolder, onView, onEdit, onDelete }),
    [onOpenFolder, onEditFolder, onDeleteFolder, onView, onEdit, onDelete],
  );
  const busy = useMemo(
    () => ({ template: template.downloading, templateMail: template.sending, exporting }),
    [template.downloading, template.sending, exporting],
  );
  const modals = useMemo(
    () => (
      <>
        <PasswordFormModal
          opened={modal?.kind === 'addPassword' || modal?.kind === 'addItem'}
          type={modal?.kind === 'addItem' ? modal.type : 'login'}
          defaultFolderId={openFolderId}
          folders={snapshot.folders}
          onClose={closeModal}
        />
        <EditEntryModal entryId={modal?.kind === 'editEntry' ? modal.id : null} onClose={closeModal} />
        <FolderFormModal
          opened={modal?.kind === 'addFolder' || modal?.kind === 'editFolder'}
          folder={modal?.kind === 'editFolder' ? modal.folder : undefined}
          folders={snapshot.folders}
          onClose={closeModal}
        />
        <ImportFlow opened={modal?.kind === 'import'} folders={snapshot.folders} onClose={closeModal} />
        <TemplateSentModal opened={modal?.kind === 'templateSent'} onClose={closeModal} />
        <DeleteFlow target={deleteTarget} onClose={closeDelete} onDeleted={handleDeleted} />
        <PinModal
          opened={gate.pinOpened}
          eachTimeLabel={messages.passwordsPinEachTime}
          onSubmit={gate.submit}
          onCancel={gate.cancel}
        />
        <Modal
          opened={showExportProgress}
          onClose={ignoreClose}
          withCloseButton={false}
          closeOnEscape={false}
          closeOnClickOutside={false}
          centered
          title={messages.passwordsExportProgressTitle}
        >
          <TransferProgress label={messages.passwordsExportProgress} value={exportProgress} />
        </Modal>
      </>
    ),
    [
      modal,
      openFolderId,
      snapshot.folders,
      deleteTarget,
      gate.pinOpened,
      gate.submit,
      gate.cancel,
      closeModal,
      closeDelete,
      handleDeleted,
      showExportProgress,
      exportProgress,
    ],
  );

  // The (closed) modals mount once the browser is idle after the vault's first page, or at once when one opens.
  const modalsWanted =
    useIdleFlag() || modal !== null || deleteTarget !== null || gate.pinOpened || showExportProgress;

  return (
    <Stack gap="md">
      <PasswordsToolbar
        folderName={folderName}
        searchResets={table.searchResets}
        selectedCount={table.selection.size}
        busy={busy}
        onQueryChange={table.setQuery}
        onQueryInput={onQueryInput}
        {...toolbarActions}
      />
      <VaultFilterBar filter={table.filter} onFilterChange={table.setFilter} onAddItem={onAddItem} />
      <PasswordsResults
        table={table}
        passwordsEmpty={snapshot.entries.length === 0 && snapshot.folders.length === 0}
        actions={rowActions}
      />

      {modalsWanted && modals}
    </Stack>
  );
}
