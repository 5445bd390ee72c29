import { Badge, Code, ScrollArea, Table, Text } from '@mantine/core';
import { auditGroupLabels, auditMessages as m, type AuditEvent, type AuditEventGroup } from '@guru/shared';
import { formatDateTimeUs } from '../../../lib/format';

function detailText(detail: AuditEvent['detail']): string {
  return Object.entries(detail)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

function groupOf(kind: string): string {
  const group = kind.split('.')[0] as AuditEventGroup;
  return auditGroupLabels[group] ?? group;
}

/** One page of the trail: newest first, each record with its number, who, what, on what, and its hash. */
export function AuditTrailTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    // The table scrolls sideways on a phone: its viewport takes the focus, so the keyboard scrolls it too.
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': m.title }}>
      <Table striped highlightOnHover miw={900} verticalSpacing="xs" aria-label={m.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.columnSeq}</Table.Th>
            <Table.Th>{m.columnAt}</Table.Th>
            <Table.Th>{m.columnKind}</Table.Th>
            <Table.Th>{m.columnActor}</Table.Th>
            <Table.Th>{m.columnSubject}</Table.Th>
            <Table.Th>{m.columnDetail}</Table.Th>
            <Table.Th>{m.columnHash}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id} data-testid="audit-row">
              <Table.Td>{e.seq}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeUs(e.at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {e.kind}
                </Text>
                <Badge size="xs" variant="light">
                  {groupOf(e.kind)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.actorLabel || (e.actorRole === 'system' ? m.system : '—')}</Text>
                {e.actorRole && (
                  <Text size="xs" c="dimmed">
                    {e.actorRole}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {e.subjectType ? `${e.subjectType} ${e.subjectId ?? ''}` : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs">{detailText(e.detail)}</Text>
              </Table.Td>
              <Table.Td>
                <Code title={e.hash}>{e.hash.slice(0, 12)}…</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
