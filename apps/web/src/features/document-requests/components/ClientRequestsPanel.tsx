import { useState } from 'react';
import { Badge, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppType, documentRequestsMessages as m, formatMessage, type DocumentRequest } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { formatDateUs } from '../../../lib/format';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { fetchRequests, fulfilItem } from '../api/requestsApi';
import { uploadIntoShared } from '../api/uploadForItem';
import { shownState, stateColor, stateLabel, todayIso } from '../lib/requestState';

export const clientRequestsKey = ['document-requests', 'client'] as const;

/**
 * The client's open document requests, on the Documents Guru dashboard: each item is answered by
 * uploading a file, which goes into Shared with FA like any upload and is then named as the answer.
 */
export function ClientRequestsPanel() {
  const requests = useQuery({
    queryKey: clientRequestsKey,
    queryFn: ({ signal }) => fetchRequests(AppType.documents, { state: 'open' }, undefined, signal),
  });
  const open = requests.data?.results ?? [];
  if (open.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" aria-label={m.clientRequestsTitle}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {m.clientRequestsTitle}
        </Title>
        {open.map((request) => (
          <ClientRequest key={request.id} request={request} />
        ))}
      </Stack>
    </Card>
  );
}

function ClientRequest({ request }: { request: DocumentRequest }) {
  const state = shownState(request, todayIso());
  return (
    <Stack gap="xs" data-testid="client-request">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{request.title}</Text>
        <Group gap="xs">
          <Badge color={stateColor[state]} variant="light">
            {stateLabel[state]}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatMessage(m.clientRequestDue, { date: formatDateUs(`${request.dueDate}T12:00:00Z`) })}
          </Text>
        </Group>
      </Group>
      {request.note !== '' && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {request.note}
        </Text>
      )}
      {request.items.map((item) => (
        <RequestItemRow key={item.id} request={request} item={item} />
      ))}
    </Stack>
  );
}

function RequestItemRow({
  request,
  item,
}: {
  request: DocumentRequest;
  item: DocumentRequest['items'][number];
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: async (chosen: File) => {
      const documentId = await uploadIntoShared(chosen);
      return fulfilItem(AppType.documents, request.id, item.id, documentId);
    },
    onSuccess: async () => {
      notifySuccess(formatMessage(m.itemFulfilled, { name: item.name }));
      await queryClient.invalidateQueries({ queryKey: clientRequestsKey });
      // The vault's lists below (features/documents' query keys start with 'documents').
      await queryClient.invalidateQueries({ queryKey: ['documents'] });
    },
    onError: (error) => notifyOops(errorMessage(error)),
    onSettled: () => setFile(null),
  });
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" pl="sm">
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {item.name}
      </Text>
      {item.fulfilledAt !== null ? (
        <Group gap={4} wrap="nowrap">
          <IconCheck size={16} color="var(--mantine-color-green-7)" />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {formatMessage(m.itemReceived, { name: item.documentName ?? '' })}
          </Text>
        </Group>
      ) : (
        <FileButton
          onChange={(chosen) => {
            if (!chosen) return;
            setFile(chosen);
            send.mutate(chosen);
          }}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={send.isPending}
              aria-label={`${m.uploadForItem}: ${item.name}`}
              title={file?.name}
            >
              {m.uploadForItem}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}
