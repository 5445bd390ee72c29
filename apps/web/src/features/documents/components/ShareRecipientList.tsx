import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { documentsScreenMessages as text, formatMessage } from '@guru/shared';
import type { ShareUser } from '../api/documentsApi';
import { formatDocumentDate, personName } from '../lib/documentsFormat';

export interface ShareRecipientListProps {
  current: readonly ShareUser[];
  pending: readonly string[];
  busyEmail: string | null;
  onUnshare: (email: string) => void;
  onRemovePending: (email: string) => void;
}

function RemoveButton({ email, loading, onClick }: { email: string; loading: boolean; onClick: () => void }) {
  const label = formatMessage(text.shareRemove, { email });
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={label}
      title={label}
      loading={loading}
      onClick={onClick}
    >
      <IconX size={16} />
    </ActionIcon>
  );
}

/** The current recipients (each can be removed) and the new addresses not yet shared with. */
export function ShareRecipientList({
  current,
  pending,
  busyEmail,
  onUnshare,
  onRemovePending,
}: ShareRecipientListProps) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {text.shareCurrent}
      </Text>
      {current.length === 0 && (
        <Text size="sm" c="dimmed">
          {text.shareNobody}
        </Text>
      )}
      <Stack gap={4} data-testid="share-current">
        {current.map((user) => (
          <Group key={user.email} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm">{user.email}</Text>
              <Text size="xs" c="dimmed">
                {[
                  personName({ firstName: user.firstName, lastName: user.lastName }),
                  formatDocumentDate(user.sharedDate),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <RemoveButton
              email={user.email}
              loading={busyEmail === user.email}
              onClick={() => onUnshare(user.email)}
            />
          </Group>
        ))}
      </Stack>
      {pending.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {text.shareNew}
          </Text>
          <Stack gap={4} data-testid="share-pending">
            {pending.map((email) => (
              <Group key={email} justify="space-between" wrap="nowrap">
                <Badge variant="light" tt="none" size="lg">
                  {email}
                </Badge>
                <RemoveButton email={email} loading={false} onClick={() => onRemovePending(email)} />
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
