import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentRequestsMessages as m,
  formatMessage,
  type AppType,
  type DocumentRequest,
  type DocumentRequestState,
} from '@guru/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/apiClient';
import { formatDateUs } from '../../../lib/format';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { cancelRequest, fetchRequests, type RequestsFilter } from '../api/requestsApi';
import { useFirmClients } from '../api/useFirmClients';
import { receivedCount, shownState, stateColor, stateLabel, todayIso } from '../lib/requestState';

export const advisorRequestsKey = ['document-requests', 'advisor'] as const;

type StateFilter = DocumentRequestState | 'all';

/**
 * Every request of the firm's clients, newest first, by client (or across clients) and state, a page
 * at a time (Load more).
 */
export function RequestsList({ session }: { session: AppType }) {
  const [state, setState] = useState<StateFilter>('all');
  const [clientId, setClientId] = useState<string | null>(null);
  const clients = useFirmClients(session);
  const queryClient = useQueryClient();
  const filter: RequestsFilter = {
    clientId: clientId ?? undefined,
    state: state === 'all' ? undefined : state,
  };
  const list = useInfiniteQuery({
    queryKey: [...advisorRequestsKey, filter],
    queryFn: ({ pageParam, signal }) => fetchRequests(session, filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => cancelRequest(session, id),
    onSuccess: async () => {
      notifySuccess(m.requestCancelled);
      await queryClient.invalidateQueries({ queryKey: advisorRequestsKey });
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });
  const rows = list.data?.pages.flatMap((p) => p.results) ?? [];
  const today = todayIso();

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
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
          <SegmentedControl
            value={state}
            onChange={(v) => setState(v as StateFilter)}
            aria-label={m.stateColumn}
            data={[
              { value: 'all', label: m.filterAll },
              { value: 'open', label: m.stateOpen },
              { value: 'completed', label: m.stateCompleted },
              { value: 'cancelled', label: m.stateCancelled },
            ]}
            style={{ maxWidth: '100%' }}
          />
        </Group>
        {list.isError && <Text c="red">{m.loadFailed}</Text>}
        {list.isSuccess && rows.length === 0 && <Text c="dimmed">{m.requestsEmpty}</Text>}
        {rows.length > 0 && (
          <Stack gap="sm" hiddenFrom="sm">
            {rows.map((r) => (
              <RequestCard
                key={r.id}
                request={r}
                today={today}
                cancelling={cancel.isPending && cancel.variables === r.id}
                onCancel={() => cancel.mutate(r.id)}
              />
            ))}
          </Stack>
        )}
        {rows.length > 0 && (
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" aria-label={m.requestsTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.clientColumn}</Table.Th>
                    <Table.Th>{m.requestTitleLabel}</Table.Th>
                    <Table.Th>{m.dueColumn}</Table.Th>
                    <Table.Th>{m.progressColumn}</Table.Th>
                    <Table.Th>{m.stateColumn}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <RequestRow
                      key={r.id}
                      request={r}
                      today={today}
                      cancelling={cancel.isPending && cancel.variables === r.id}
                      onCancel={() => cancel.mutate(r.id)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        )}
        {list.hasNextPage && (
          <Group justify="center">
            <Button
              variant="light"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {m.loadMore}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function RequestRow({
  request,
  today,
  cancelling,
  onCancel,
}: {
  request: DocumentRequest;
  today: string;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const state = shownState(request, today);
  const { done, total } = receivedCount(request);
  return (
    <Table.Tr data-testid="advisor-request">
      <Table.Td>{request.clientName}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {request.title}
        </Text>
        <Text size="xs" c="dimmed">
          {request.items.map((i) => (i.fulfilledAt ? `✓ ${i.name}` : i.name)).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>{dueText(request)}</Table.Td>
      <Table.Td>{formatMessage(m.progress, { done, total })}</Table.Td>
      <Table.Td>
        <Badge color={stateColor[state]} variant="light">
          {stateLabel[state]}
        </Badge>
      </Table.Td>
      <Table.Td>
        {request.state === 'open' && (
          <Button size="xs" variant="subtle" color="red" loading={cancelling} onClick={onCancel}>
            {m.cancelRequest}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

const dueText = (request: DocumentRequest) => formatDateUs(`${request.dueDate}T12:00:00Z`);

/** The same request on a phone: a card instead of a table row. */
function RequestCard({
  request,
  today,
  cancelling,
  onCancel,
}: {
  request: DocumentRequest;
  today: string;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const state = shownState(request, today);
  const { done, total } = receivedCount(request);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="advisor-request-card">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {request.title}
          </Text>
          <Badge color={stateColor[state]} variant="light" style={{ flexShrink: 0 }}>
            {stateLabel[state]}
          </Badge>
        </Group>
        <Text size="sm">{request.clientName}</Text>
        <Text size="xs" c="dimmed">
          {m.dueColumn}: {dueText(request)} · {m.progressColumn}: {formatMessage(m.progress, { done, total })}
        </Text>
        {request.state === 'open' && (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" color="red" loading={cancelling} onClick={onCancel}>
              {m.cancelRequest}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
