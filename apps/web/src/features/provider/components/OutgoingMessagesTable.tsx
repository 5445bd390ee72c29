import { Badge, Button, Table, Text } from '@mantine/core';
import { outgoingMessages as m, type OutgoingProblem } from '@guru/shared';
import { formatDateTimeUs } from '../../../lib/format';

const statusLabel = { pending: m.statusPending, sending: m.statusSending, failed: m.statusFailed } as const;

export interface OutgoingMessagesTableProps {
  messages: OutgoingProblem[];
  retrying: string | null;
  onRetry: (id: string) => void;
}

/** Failed and overdue messages: firm, type, masked recipient, an e-mail's subject, status, attempts, last error. */
export function OutgoingMessagesTable({ messages, retrying, onRetry }: OutgoingMessagesTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="sm" aria-label={m.pageTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.columnFirm}</Table.Th>
            <Table.Th>{m.columnChannel}</Table.Th>
            <Table.Th>{m.columnRecipient}</Table.Th>
            <Table.Th>{m.columnSubject}</Table.Th>
            <Table.Th>{m.columnStatus}</Table.Th>
            <Table.Th ta="right">{m.columnAttempts}</Table.Th>
            <Table.Th>{m.columnLastError}</Table.Th>
            <Table.Th>{m.columnCreated}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((row) => (
            <Table.Tr key={row.id} data-testid="outgoing-row">
              <Table.Td>{row.firmName ?? m.noFirm}</Table.Td>
              <Table.Td>{row.channel === 'email' ? m.channelEmail : m.channelSms}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {row.recipient}
                </Text>
              </Table.Td>
              <Table.Td>{row.subject ?? '—'}</Table.Td>
              <Table.Td>
                <Badge color={row.status === 'failed' ? 'red' : 'yellow'} variant="light">
                  {statusLabel[row.status]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{row.attempts}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {row.lastError ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTimeUs(row.createdAt)}</Table.Td>
              <Table.Td ta="right">
                {row.status === 'failed' && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={retrying === row.id}
                    onClick={() => onRetry(row.id)}
                  >
                    {m.retry}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
