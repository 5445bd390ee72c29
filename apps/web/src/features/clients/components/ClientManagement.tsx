import { useMemo, useState } from 'react';
import { Card, Stack } from '@mantine/core';
import { clientSortFields, isStaffUser, messages, type AppType, type ClientRow } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { useStableCallback } from '../../../lib/useStableCallback';
import { useClientActions, type ConfirmableAction } from '../hooks/useClientActions';
import { useClientList } from '../hooks/useClientList';
import { useClientListState } from '../hooks/useClientListState';
import { useExportClients } from '../hooks/useExportClients';
import { useInviteFlow } from '../hooks/useInviteFlow';
import { ClientAction } from '../lib/clientRowActions';
import type { ClientListState } from '../lib/clientListState';
import { ClientBottomBar } from './ClientBottomBar';
import { ClientConfirmFlow, SelectUserNotice } from './ClientConfirmFlow';
import type { ClientRowActionHandler } from './ClientRowMenu';
import { ClientTable } from './ClientTable';
import { ClientToolbar } from './ClientToolbar';
import { InviteClientModal } from './InviteClientModal';
import { ManageUsersModal } from './ManageUsersModal';
import { LegalHoldModal } from '../../retention';
import { clientDisplayName } from '../lib/clientRowActions';
import { VerifySenderModal } from './VerifySenderModal';

function emptyTextOf(state: ClientListState): string {
  if (state.query.trim() !== '') return messages.clientsNoResults;
  return state.disabledFolder ? messages.clientsDisabledEmpty : messages.clientsEmpty;
}

/** Client Management of one app (seed section 2.6), for the advisor. */
export function ClientManagement({ app }: { app: AppType }) {
  const controls = useClientListState();
  // The firm's staff place no legal hold (the server refuses them, ADR 0051).
  const legalHolds = !isStaffUser(useSignedIn().user);
  const { state } = controls;
  const list = useClientList({ kind: 'advisor', app }, controls);
  const actions = useClientActions(app);
  const invite = useInviteFlow(app);
  const { exporting, exportList } = useExportClients();
  const [confirm, setConfirm] = useState<ConfirmableAction | null>(null);
  const [selectNotice, setSelectNotice] = useState(false);
  const [manageUsersOf, setManageUsersOf] = useState<ClientRow | null>(null);
  const [holdOf, setHoldOf] = useState<ClientRow | null>(null);

  const onAction: ClientRowActionHandler = useStableCallback((action, row) => {
    if (action === ClientAction.manageUsers) setManageUsersOf(row);
    else if (action === ClientAction.legalHold) setHoldOf(row);
    else if (action === ClientAction.toggleNotification) actions.toggleNotification(row);
    else setConfirm({ kind: action, row });
  });
  const onSendInvite = useStableCallback((row: ClientRow) => invite.open(row.email));
  const onResendInvite = useStableCallback((row: ClientRow) => invite.open(row.email, true));
  const onInvite = useStableCallback(() => invite.open());
  const onExport = useStableCallback(() => void exportList(list.params, [...state.selection]));
  const rowControls = useMemo(
    () => ({ app, legalHolds, onToggle: controls.toggleRow, onAction, onSendInvite, onResendInvite }),
    [app, legalHolds, controls.toggleRow, onAction, onSendInvite, onResendInvite],
  );

  const runConfirmed = async (action: ConfirmableAction): Promise<void> => {
    const done = await actions.run(action);
    if (done && action.kind === 'disableMany') controls.clearSelection();
    setConfirm(null);
  };

  return (
    <Stack gap="md">
      <ClientToolbar
        disabledFolder={state.disabledFolder}
        exporting={exporting}
        onOpenRoot={controls.openRoot}
        onQueryChange={controls.setQuery}
        onInvite={onInvite}
        onExport={onExport}
      />
      <Card withBorder radius="md" padding={0}>
        <ClientTable
          rows={list.rows}
          selection={state.selection}
          orderBy={state.orderBy}
          sortable={clientSortFields}
          showDisabledFolder={
            !state.disabledFolder && list.hasDisabled && state.page === 1 && state.query === ''
          }
          loading={list.isPending}
          error={list.error}
          emptyText={emptyTextOf(state)}
          controls={rowControls}
          onToggleAll={() => controls.toggleAll(list.rows)}
          onSort={controls.sortBy}
          onOpenDisabledFolder={controls.openDisabledFolder}
          onRetry={list.refetch}
        />
      </Card>
      <ClientBottomBar
        page={state.page}
        range={list.range}
        total={list.total}
        pageSize={state.pageSize}
        selectedCount={state.selection.size}
        onDisableSelected={() =>
          state.selection.size === 0
            ? setSelectNotice(true)
            : setConfirm({ kind: 'disableMany', ids: [...state.selection] })
        }
        onPageChange={controls.goToPage}
        onPageSizeChange={controls.setPageSize}
      />

      <ClientConfirmFlow
        action={confirm}
        running={actions.running}
        onConfirm={(action) => void runConfirmed(action)}
        onCancel={() => setConfirm(null)}
      />
      <SelectUserNotice opened={selectNotice} onClose={() => setSelectNotice(false)} />
      <InviteClientModal flow={invite} />
      <VerifySenderModal flow={invite} />
      <ManageUsersModal client={manageUsersOf} onClose={() => setManageUsersOf(null)} />
      <LegalHoldModal
        client={holdOf ? { id: holdOf.id, name: clientDisplayName(holdOf) } : null}
        onClose={() => setHoldOf(null)}
      />
    </Stack>
  );
}
