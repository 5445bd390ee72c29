import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUserCheck, IconUserOff, IconX } from '@tabler/icons-react';
import { ClientStatus, messages, formatMessage, type SecondUser } from '@guru/shared';
import { ClientStatusBadge } from './ClientStatusBadge';

export interface SecondUserListProps {
  saved: readonly SecondUser[];
  pending: readonly string[];
  busyUserId: string | null;
  onRemoveSaved: (user: SecondUser) => void;
  onSetDisabled: (user: SecondUser, isDisabled: boolean) => void;
  onRemovePending: (email: string) => void;
}

/** The users of a client: saved ones with their action by status, then the new unsaved e-mails. */
export function SecondUserList(props: SecondUserListProps) {
  const { saved, pending, busyUserId } = props;
  if (saved.length === 0 && pending.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm">
        {messages.secondUsersEmpty}
      </Text>
    );
  }
  return (
    <Stack
      gap={6}
      component="ul"
      aria-label={messages.secondUsersListLabel}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {saved.map((user) => (
        <Group
          key={user.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          data-testid="second-user"
        >
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {user.email}
            </Text>
            <ClientStatusBadge status={user.status} />
          </Group>
          {user.status === ClientStatus.pending && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={formatMessage(messages.secondUsersRemove, { email: user.email })}
              title={formatMessage(messages.secondUsersRemove, { email: user.email })}
              loading={busyUserId === user.id}
              onClick={() => props.onRemoveSaved(user)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
          {(user.status === ClientStatus.active || user.status === ClientStatus.disabled) && (
            <Button
              size="compact-sm"
              variant="light"
              color={user.status === ClientStatus.active ? 'red' : 'teal'}
              leftSection={
                user.status === ClientStatus.active ? <IconUserOff size={14} /> : <IconUserCheck size={14} />
              }
              loading={busyUserId === user.id}
              onClick={() => props.onSetDisabled(user, user.status === ClientStatus.active)}
            >
              {user.status === ClientStatus.active
                ? messages.secondUsersDisableAccount
                : messages.secondUsersEnableAccount}
            </Button>
          )}
        </Group>
      ))}
      {pending.map((email) => (
        <Group
          key={email}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          data-testid="second-user-new"
        >
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {email}
            </Text>
            <Badge size="sm" variant="outline" color="indigo">
              {messages.secondUsersNew}
            </Badge>
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={formatMessage(messages.secondUsersRemove, { email })}
            title={formatMessage(messages.secondUsersRemove, { email })}
            onClick={() => props.onRemovePending(email)}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
