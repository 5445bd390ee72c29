import { useState } from 'react';
import { Badge, Box, Button, Card, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  documentInboxMessages as m,
  documentLinksMessages,
  documentRequestsMessages,
  inboxActions,
  type DocumentInboxEntry,
  type InboxAction,
} from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { formatDateTimeUs } from '../../../lib/format';
import { useSignedIn } from '../../auth';
import { fetchInbox } from '../api/requestsApi';
import { useFirmClients } from '../api/useFirmClients';
import { SendLinkModal, type LinkTarget } from './SendLinkModal';

const actionLabel: Record<InboxAction, string> = {
  upload: m.actionUpload,
  download: m.actionDownload,
  request_completed: m.actionRequestCompleted,
};
const actionColor: Record<InboxAction, string> = {
  upload: 'blue',
  download: 'gray',
  request_completed: 'green',
};

/**
 * /dashboard/inbox: the latest uploads, downloads and completed requests of the shared areas of every
 * client of the firm, newest first, filtered by client and action, a page at a time.
 */
export function AdvisorInboxPage() {
  const { app } = useSignedIn();
  const clients = useFirmClients(app);
  const [clientId, setClientId] = useState<string | null>(null);
  const [action, setAction] = useState<InboxAction | null>(null);
  const [linkTarget, setLinkTarget] = useState<LinkTarget | null>(null);
  const filter = { clientId: clientId ?? undefined, action: action ?? undefined };
  const inbox = useInfiniteQuery({
    queryKey: ['document-inbox', app, filter],
    queryFn: ({ pageParam, signal }) => fetchInbox(app, filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = inbox.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <SignedInLayout title={m.title}>
      <Stack gap="lg">
        <Text c="dimmed">{m.subtitle}</Text>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <Select
                label={m.filterClient}
                placeholder={m.filterAllClients}
                data={clients.data ?? []}
                value={clientId}
                onChange={setClientId}
                clearable
                searchable
                w={{ base: '100%', xs: 260 }}
              />
              <Select
                label={m.filterAction}
                placeholder={m.filterAllActions}
                data={inboxActions.map((a) => ({ value: a, label: actionLabel[a] }))}
                value={action}
                onChange={(v) => setAction(v as InboxAction | null)}
                clearable
                w={{ base: '100%', xs: 220 }}
              />
            </Group>
            {inbox.isError && <Text c="red">{m.loadFailed}</Text>}
            {inbox.isSuccess && rows.length === 0 && <Text c="dimmed">{m.empty}</Text>}
            {rows.length > 0 && (
              <Stack gap="sm" hiddenFrom="sm">
                {rows.map((row) => (
                  <InboxCard key={row.id} row={row} onLink={setLinkTarget} />
                ))}
              </Stack>
            )}
            {rows.length > 0 && (
              <Box visibleFrom="sm">
                <Table.ScrollContainer minWidth={640}>
                  <Table verticalSpacing="sm" aria-label={m.title}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{m.columnWhen}</Table.Th>
                        <Table.Th>{m.filterClient}</Table.Th>
                        <Table.Th>{m.columnWhat}</Table.Th>
                        <Table.Th>{m.columnWho}</Table.Th>
                        <Table.Th />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((row) => (
                        <InboxRow key={row.id} row={row} onLink={setLinkTarget} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Box>
            )}
            {inbox.hasNextPage && (
              <Group justify="center">
                <Button
                  variant="light"
                  onClick={() => void inbox.fetchNextPage()}
                  loading={inbox.isFetchingNextPage}
                >
                  {documentRequestsMessages.loadMore}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      </Stack>
      <SendLinkModal session={app} target={linkTarget} onClose={() => setLinkTarget(null)} />
    </SignedInLayout>
  );
}

const whoOf = (row: DocumentInboxEntry) =>
  `${row.actor.firstName} ${row.actor.lastName}`.trim() || row.actor.email;

function LinkButton({ row, onLink }: { row: DocumentInboxEntry; onLink: (target: LinkTarget) => void }) {
  if (row.itemType === 'request') return null;
  const type = row.itemType;
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<IconLink size={14} />}
      onClick={() => onLink({ type, id: row.itemId, name: row.itemName })}
    >
      {documentLinksMessages.sendLink}
    </Button>
  );
}

/** The same line on a phone: a card instead of a table row. */
function InboxCard({ row, onLink }: { row: DocumentInboxEntry; onLink: (target: LinkTarget) => void }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="inbox-card">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <Badge color={actionColor[row.action]} variant="light" style={{ flexShrink: 0 }}>
            {actionLabel[row.action]}
          </Badge>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {row.itemName}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTimeUs(row.createdAt)} · {row.clientName} · {whoOf(row)}
        </Text>
        <Group justify="flex-end">
          <LinkButton row={row} onLink={onLink} />
        </Group>
      </Stack>
    </Paper>
  );
}

function InboxRow({ row, onLink }: { row: DocumentInboxEntry; onLink: (target: LinkTarget) => void }) {
  const who = whoOf(row);
  return (
    <Table.Tr data-testid="inbox-row">
      <Table.Td>
        <Text size="sm">{formatDateTimeUs(row.createdAt)}</Text>
      </Table.Td>
      <Table.Td>{row.clientName}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Badge color={actionColor[row.action]} variant="light" style={{ flexShrink: 0 }}>
            {actionLabel[row.action]}
          </Badge>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.itemName}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {who}
        </Text>
      </Table.Td>
      <Table.Td>
        <LinkButton row={row} onLink={onLink} />
      </Table.Td>
    </Table.Tr>
  );
}
