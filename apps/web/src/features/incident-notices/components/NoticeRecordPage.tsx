import { Alert, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { incidentNoticesMessages as m } from '@guru/shared';
import stacked from '../../../components/StackedTable.module.css';
import { formatDateTimeUs } from '../../../lib/format';
import { useSignedIn } from '../../auth';
import { noticeQuery, type NoticeSide } from '../api/incidentNoticesApi';
import { NoticeSections } from './NoticeSections';
import { NoticesFrame } from './NoticesFrame';
import { sideRoutes } from './sideRoutes';

/** One notice as it was sent, and the record: who was sent it, when, and who read it when. */
export function NoticeRecordPage({ side }: { side: NoticeSide }) {
  const { app } = useSignedIn();
  const { noticeId = '' } = useParams();
  const query = useQuery(noticeQuery(app, side, noticeId));
  const notice = query.data;

  return (
    <NoticesFrame side={side} back={{ to: sideRoutes[side].list, label: m.back }}>
      <Stack gap="lg" mt="md">
        {query.isPending && <Skeleton h={200} />}
        {query.isError && <Alert color="red">{m.loadFailed}</Alert>}
        {notice && (
          <>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {notice.title}
                </Title>
                <Group gap="xs">
                  <Badge variant="light">{`${m.columnOccurredOn}: ${notice.occurredOn}`}</Badge>
                  <Badge variant="light" color="gray">
                    {`${m.columnSentAt}: ${formatDateTimeUs(notice.sentAt)}`}
                  </Badge>
                  <Badge variant="light" color="teal">
                    {`${m.columnAcknowledged}: ${notice.acknowledged} / ${notice.people}`}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">{`${m.columnSentBy}: ${notice.sentBy}`}</Text>
                <NoticeSections notice={notice} />
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding={0}>
              <Title order={2} size="h4" p="lg" pb={0}>
                {m.recipientsHeading}
              </Title>
              <Table.ScrollContainer minWidth={760} className={stacked.scroll}>
                <Table verticalSpacing="sm" className={stacked.table} aria-label={m.recipientsHeading}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{m.columnName}</Table.Th>
                      {side === 'provider' && <Table.Th>{m.columnFirm}</Table.Th>}
                      <Table.Th>{m.columnEmail}</Table.Th>
                      <Table.Th>{m.columnRole}</Table.Th>
                      <Table.Th>{m.columnSentAt}</Table.Th>
                      <Table.Th>{m.columnAcknowledgedAt}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {notice.recipients.map((r) => (
                      <Table.Tr key={`${r.firmId}-${r.email}`}>
                        <Table.Td data-cell="main">{r.name}</Table.Td>
                        {side === 'provider' && <Table.Td data-label={m.columnFirm}>{r.firmName}</Table.Td>}
                        <Table.Td data-label={m.columnEmail} style={{ overflowWrap: 'anywhere' }}>
                          {r.email}
                        </Table.Td>
                        <Table.Td data-label={m.columnRole}>
                          {r.role === 'advisor' ? m.roleAdvisor : m.roleClient}
                        </Table.Td>
                        <Table.Td data-label={m.columnSentAt}>{formatDateTimeUs(r.sentAt)}</Table.Td>
                        <Table.Td data-label={m.columnAcknowledgedAt}>
                          {r.acknowledgedAt ? (
                            formatDateTimeUs(r.acknowledgedAt)
                          ) : (
                            <Badge color="yellow" variant="light">
                              {m.notYet}
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          </>
        )}
      </Stack>
    </NoticesFrame>
  );
}
