import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconFolder, IconRestore, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import {
  AppType,
  appDisplayName,
  formatMessage,
  messages,
  vaultMessages,
  vaultTrashDays,
} from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PinModal } from '../../../components/PinModal';
import { formatDateTimeUs } from '../../../lib/format';
import { PinOutcome, usePinErrorHandler, useSignedIn } from '../../auth';
import { useRefreshPasswords } from '../hooks/usePasswordsData';
import { notifyPasswordsError, notifySuccess, passwordsErrorMessage } from '../lib/notify';
import { passwordsDashboardPath } from '../lib/passwordsRoutes';
import { vaultKeyRing } from '../lib/vaultCrypto';
import { emptyTrash, fetchTrash, openTrash, restoreFromTrash, type TrashRow } from './trashApi';

const trashKey = (userId: string) => ['passwords', 'trash', userId] as const;

/** /password-management/trash: what was deleted in the last 30 days, to restore; emptying asks for the PIN. */
export function VaultTrashPage() {
  const { user } = useSignedIn();
  if (user.scope !== 'client') return <Navigate to={passwordsDashboardPath} replace />;
  return (
    <SignedInLayout title={appDisplayName(AppType.password)}>
      <Stack gap="md" maw={960} mx="auto">
        <Anchor component={Link} to={passwordsDashboardPath} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {messages.passwordsBackToDashboard}
          </Group>
        </Anchor>
        <TrashContent userId={user.id} />
      </Stack>
    </SignedInLayout>
  );
}

function TrashContent({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const refreshVault = useRefreshPasswords();
  const handlePinError = usePinErrorHandler(AppType.password);
  const [confirming, setConfirming] = useState(false);
  const [askingPin, setAskingPin] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const trash = useQuery({
    queryKey: trashKey(userId),
    queryFn: async ({ signal }) => openTrash(vaultKeyRing(userId), await fetchTrash(signal)),
  });
  const reload = async (): Promise<void> => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: trashKey(userId) }), refreshVault()]);
  };

  const restore = async (row: TrashRow): Promise<void> => {
    setBusyId(row.id);
    try {
      await restoreFromTrash(
        row.kind === 'folder' ? { ids: [], folderIds: [row.id] } : { ids: [row.id], folderIds: [] },
      );
      notifySuccess(vaultMessages.trashRestored);
      await reload();
    } catch (error) {
      notifyPasswordsError(error);
    } finally {
      setBusyId(null);
    }
  };

  if (trash.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={vaultMessages.trashTitle} />
      </Center>
    );
  if (trash.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={vaultMessages.trashLoadFailed}>
        {passwordsErrorMessage(trash.error)}
      </Alert>
    );
  const rows = trash.data;
  return (
    <Card withBorder radius="lg" padding="xl">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={1} size="h3">
          {vaultMessages.trashTitle}
        </Title>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          disabled={rows.length === 0}
          onClick={() => setConfirming(true)}
        >
          {vaultMessages.trashEmptyButton}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {formatMessage(vaultMessages.trashIntro, { days: vaultTrashDays })}
      </Text>
      {rows.length === 0 ? (
        <Text>{vaultMessages.trashEmpty}</Text>
      ) : (
        <Stack gap={0} data-testid="trash-table">
          {rows.map((row) => (
            <Group
              key={`${row.kind}:${row.id}`}
              data-testid="trash-row"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="xs"
              pl={row.inTrashedFolder ? 28 : 0}
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={8} wrap="nowrap">
                  {row.kind === 'folder' && (
                    <IconFolder
                      size={18}
                      color="var(--mantine-color-yellow-7)"
                      style={{ flexShrink: 0 }}
                      aria-hidden
                    />
                  )}
                  <Text
                    size="sm"
                    fw={row.kind === 'folder' ? 600 : 400}
                    fs={row.readable ? undefined : 'italic'}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {row.readable ? row.name : vaultMessages.trashUnreadable}
                  </Text>
                  {row.kind === 'folder' && (
                    <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                      {vaultMessages.trashFolderEntries}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatMessage(vaultMessages.trashDeletedOn, { date: formatDateTimeUs(row.deletedAt) })}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                style={{ flexShrink: 0 }}
                leftSection={<IconRestore size={14} />}
                loading={busyId === row.id}
                onClick={() => void restore(row)}
                aria-label={`${vaultMessages.trashRestore} ${row.name}`}
              >
                {vaultMessages.trashRestore}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={messages.passwordsConfirmTitle}
        message={vaultMessages.trashEmptyConfirm}
        confirmLabel={vaultMessages.trashEmptyButton}
        danger
        onConfirm={() => {
          setConfirming(false);
          setAskingPin(true);
        }}
        onCancel={() => setConfirming(false)}
      />
      <PinModal
        opened={askingPin}
        onSubmit={async (pinCode) => {
          try {
            await emptyTrash(pinCode);
          } catch (error) {
            if (handlePinError(error) === PinOutcome.ended) setAskingPin(false);
            return false;
          }
          setAskingPin(false);
          notifySuccess(vaultMessages.trashEmptied);
          await reload();
          return true;
        }}
        onCancel={() => setAskingPin(false)}
      />
    </Card>
  );
}
