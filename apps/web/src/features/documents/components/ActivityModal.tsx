import { Alert, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { documentsScreenMessages as text, formatMessage } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { fetchActivity } from '../api/activityApi';
import { documentsQueryKeys } from '../api/documentsQueries';
import { useDocumentsContext } from '../hooks/documentsContext';
import { formatDateTimeUs } from '../../../lib/format';
import { personName } from '../lib/documentsFormat';
import type { ShareTarget } from './DocumentsTableRows';

/** Who did what to a file or folder, and when (newest first), as far as the viewer may see it. */
export function ActivityModal({ target, onClose }: { target: ShareTarget | null; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? formatMessage(text.activityTitle, { name: target.name }) : ''}
      size="xl"
    >
      {target && <ActivityList target={target} />}
    </Modal>
  );
}

function ActivityList({ target }: { target: ShareTarget }) {
  const { app } = useDocumentsContext();
  const query = useQuery({
    queryKey: [...documentsQueryKeys.all, 'activity', target.type, target.id],
    queryFn: ({ signal }) => fetchActivity(app, target, signal),
  });
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={text.activityTableLabel} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={text.activityLoadFailed}>
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.data.length === 0) return <Text c="dimmed">{text.activityEmpty}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={text.activityTableLabel} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.activityWhen}</Table.Th>
            <Table.Th>{text.activityWho}</Table.Th>
            <Table.Th>{text.activityWhat}</Table.Th>
            <Table.Th>{text.activityDetail}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((row) => (
            <Table.Tr key={row.id} data-testid="activity-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeUs(row.createdAt)}</Table.Td>
              <Table.Td>{personName(row.actor)}</Table.Td>
              <Table.Td>{text.activityActions[row.action]}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{row.detail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
