import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppType, messages, formatMessage } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { clientsKey, secondUsersQueryOptions } from '../api/clientQueries';
import { deleteSecondUser, inviteSecondUsers, setSecondUserDisabled } from '../api/invitesApi';
import { notifyDone, notifyFailed } from '../lib/notify';

/** Manage Users of one client (Documents Guru second users): the list and its three changes. */
export function useSecondUsers(clientId: string) {
  const { app: session } = useSignedIn();
  const queryClient = useQueryClient();
  const list = useQuery(secondUsersQueryOptions(session, clientId));
  const reload = () => queryClient.invalidateQueries({ queryKey: [...clientsKey, 'secondUsers'] });

  const invite = useMutation({
    mutationFn: (emails: readonly string[]) =>
      inviteSecondUsers(session, clientId, emails, AppType.documents),
    onSuccess: (invited) =>
      notifyDone(
        formatMessage(messages.secondUsersInvited, { emails: invited.join(', ') }),
        messages.successfullyTitle,
      ),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => deleteSecondUser(session, clientId, userId),
    onError: (error) => notifyFailed(error),
    onSettled: reload,
  });
  const setDisabled = useMutation({
    mutationFn: (change: { userId: string; isDisabled: boolean }) =>
      setSecondUserDisabled(session, clientId, change.userId, change.isDisabled),
    onSuccess: () => notifyDone(messages.clientsUpdateSuccess),
    onError: (error) => notifyFailed(error),
    onSettled: reload,
  });

  return {
    list,
    invite,
    remove,
    setDisabled,
    /** The id of the row whose change is running, to show its button busy. */
    busyUserId: remove.isPending
      ? remove.variables
      : setDisabled.isPending
        ? setDisabled.variables.userId
        : null,
  };
}

export type SecondUsersState = ReturnType<typeof useSecondUsers>;
