import { useState } from 'react';
import { Alert, Button, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { clientLimits, messages, formatMessage, type ClientRow } from '@guru/shared';
import { EmailListForm } from '../../../components/EmailListForm';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { useSecondUsers } from '../hooks/useSecondUsers';
import { clientDisplayName } from '../lib/clientRowActions';
import { addSecondUserEmail, removePendingEmail } from '../lib/secondUserEmails';
import { SecondUserList } from './SecondUserList';

/** Manage Users (seed sections 2.6, 4, 5): a client's second users in Documents Guru, at most five. */
export function ManageUsersModal({ client, onClose }: { client: ClientRow | null; onClose: () => void }) {
  return (
    <Modal
      opened={client !== null}
      onClose={onClose}
      title={
        client
          ? formatMessage(messages.secondUsersTitle, { name: clientDisplayName(client) })
          : messages.clientsManageUsers
      }
      centered
      size="lg"
    >
      {client && <ManageUsersContent key={client.id} client={client} onClose={onClose} />}
    </Modal>
  );
}

function ManageUsersContent({ client, onClose }: { client: ClientRow; onClose: () => void }) {
  const users = useSecondUsers(client.id);
  const [pending, setPending] = useState<string[]>([]);
  const [limitReached, setLimitReached] = useState(false);
  const saved = users.list.data ?? [];
  const savedEmails = saved.map((user) => user.email);

  const add = (input: string) => {
    const result = addSecondUserEmail(savedEmails, pending, input);
    setLimitReached(result.kind === 'limit');
    if (result.kind === 'added') setPending(result.pending);
    return result;
  };

  const save = async () => {
    try {
      await users.invite.mutateAsync(pending);
      setPending([]);
      setLimitReached(false);
    } catch {
      // shown below from the mutation's error
    }
  };

  if (users.list.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={messages.clientsManageUsers} />
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {messages.secondUsersIntro}
      </Text>
      {users.list.isError && (
        <FormError message={`${messages.secondUsersLoadFailed} ${errorMessage(users.list.error)}`} />
      )}
      <SecondUserList
        saved={saved}
        pending={pending}
        busyUserId={users.busyUserId}
        onRemoveSaved={(user) => users.remove.mutate(user.id)}
        onSetDisabled={(user, isDisabled) => users.setDisabled.mutate({ userId: user.id, isDisabled })}
        onRemovePending={(email) => {
          setPending(removePendingEmail(pending, email));
          setLimitReached(false);
        }}
      />
      <Divider />
      {limitReached && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle />} role="alert" py="xs">
          {messages.maxSecondUsers}
        </Alert>
      )}
      <EmailListForm
        label={messages.secondUsersEmailLabel}
        addLabel={messages.secondUsersAdd}
        maxLength={clientLimits.emailMaxLength}
        onAdd={add}
      />
      <FormError message={users.invite.isError ? errorMessage(users.invite.error) : null} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={users.invite.isPending}>
          {messages.clientsCancel}
        </Button>
        <Button onClick={() => void save()} disabled={pending.length === 0} loading={users.invite.isPending}>
          {messages.secondUsersSave}
        </Button>
      </Group>
    </Stack>
  );
}
