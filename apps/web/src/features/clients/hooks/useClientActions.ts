import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, formatMessage, type AppType, type ClientRow } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { clientsKey } from '../api/clientQueries';
import {
  deleteClient,
  disableClients,
  sendClientPasswordReset,
  setClientDisabled,
  setClientNotification,
} from '../api/clientsApi';
import { clientDisplayName } from '../lib/clientRowActions';
import { notifyDone, notifyFailed, notifySomethingWrong } from '../lib/notify';

/** An action that needs the advisor's confirmation first. */
export type ConfirmableAction =
  | { kind: 'resetPassword' | 'disable' | 'restore' | 'delete'; row: ClientRow }
  | { kind: 'disableMany'; ids: readonly string[] };

async function perform(session: AppType, app: AppType, action: ConfirmableAction): Promise<void> {
  if (action.kind === 'disableMany') {
    const updated = await disableClients(session, action.ids);
    // Some rows were no longer Active (changed meanwhile): tell the advisor, the list shows the truth.
    if (updated < action.ids.length) throw new Error('not every selected client was disabled');
    notifyDone(messages.clientsDisabledManyToast);
    return;
  }
  const name = clientDisplayName(action.row);
  switch (action.kind) {
    case 'resetPassword':
      await sendClientPasswordReset(session, action.row.id, app);
      notifyDone(formatMessage(messages.clientsResetPasswordSent, { name }));
      return;
    case 'disable':
      await setClientDisabled(session, action.row.id, true);
      notifyDone(formatMessage(messages.clientsDisabledToast, { name }));
      return;
    case 'restore':
      await setClientDisabled(session, action.row.id, false);
      notifyDone(formatMessage(messages.clientsRestoredToast, { name }));
      return;
    case 'delete':
      await deleteClient(session, action.row.id);
      notifyDone(formatMessage(messages.clientsRemoved, { name }), messages.clientsRemovedTitle);
      return;
  }
}

/** The row and bulk actions of Client Management `app`, with their toasts; the list reloads after each. */
export function useClientActions(app: AppType) {
  const { app: session } = useSignedIn();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: clientsKey });

  const confirmed = useMutation({
    mutationFn: (action: ConfirmableAction) => perform(session, app, action),
    onError: (error, action) =>
      action.kind === 'disableMany' ? notifySomethingWrong() : notifyFailed(error),
    onSettled: reload,
  });

  const notification = useMutation({
    mutationFn: (row: ClientRow) => setClientNotification(session, row.id, !row.enableFANotification),
    onSuccess: () => notifyDone(messages.clientsUpdateSuccess),
    onError: (error) => notifyFailed(error),
    onSettled: reload,
  });

  return {
    /** Runs a confirmed action; resolves true when it succeeded. */
    run: async (action: ConfirmableAction): Promise<boolean> => {
      try {
        await confirmed.mutateAsync(action);
        return true;
      } catch {
        return false;
      }
    },
    running: confirmed.isPending,
    toggleNotification: (row: ClientRow) => notification.mutate(row),
  };
}
