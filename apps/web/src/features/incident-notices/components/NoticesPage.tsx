import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { incidentNoticesMessages as m } from '@guru/shared';
import stacked from '../../../components/StackedTable.module.css';
import { formatDateTimeUs } from '../../../lib/format';
import { useSignedIn } from '../../auth';
import { noticesQuery, type NoticeSide } from '../api/incidentNoticesApi';
import { NoticesFrame } from './NoticesFrame';
import { sideRoutes } from './sideRoutes';

/** /admin/incident-notices and /dashboard/incident-notices: the notices sent, with how many read each. */
export function NoticesPage({ side }: { side: NoticeSide }) {
  const { app } = useSignedIn();
  const query = useQuery(noticesQuery(app, side));
  const routes = sideRoutes[side];

  return (
    <NoticesFrame side={side} back={routes.home}>
      <Stack gap="lg" mt="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4} maw={680}>
            <Title order={1} size="h2">
              {m.title}
            </Title>
            <Text c="dimmed" size="sm">
              {side === 'provider' ? m.providerIntro : m.advisorIntro}
            </Text>
          </Stack>
          <Button component={Link} to={routes.compose} leftSection={<IconAlertTriangle size={16} />}>
            {m.compose}
          </Button>
        </Group>
        <Card withBorder radius="lg" padding={0}>
          {query.isPending && <Skeleton h={120} />}
          {query.isError && <Alert color="red">{m.loadFailed}</Alert>}
          {query.data?.notices.length === 0 && (
            <Text p="lg" c="dimmed">
              {m.empty}
            </Text>
          )}
          {query.data && query.data.notices.length > 0 && (
            <Table.ScrollContainer minWidth={760} className={stacked.scroll}>
              <Table verticalSpacing="sm" className={stacked.table} aria-label={m.title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.columnTitle}</Table.Th>
                    <Table.Th>{m.columnOccurredOn}</Table.Th>
                    <Table.Th>{m.columnSentAt}</Table.Th>
                    <Table.Th>{m.columnSentBy}</Table.Th>
                    {side === 'provider' && <Table.Th ta="right">{m.columnFirms}</Table.Th>}
                    <Table.Th ta="right">{m.columnPeople}</Table.Th>
                    <Table.Th ta="right">{m.columnAcknowledged}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.notices.map((n) => (
                    <Table.Tr key={n.id}>
                      <Table.Td data-cell="main">
                        <Anchor component={Link} to={routes.notice(n.id)} fw={600}>
                          {n.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td data-label={m.columnOccurredOn}>{n.occurredOn}</Table.Td>
                      <Table.Td data-label={m.columnSentAt}>{formatDateTimeUs(n.sentAt)}</Table.Td>
                      <Table.Td data-label={m.columnSentBy}>{n.sentBy}</Table.Td>
                      {side === 'provider' && (
                        <Table.Td ta="right" data-label={m.columnFirms}>
                          {n.firms}
                        </Table.Td>
                      )}
                      <Table.Td ta="right" data-label={m.columnPeople}>
                        {n.people}
                      </Table.Td>
                      <Table.Td ta="right" data-label={m.columnAcknowledged}>
                        {n.acknowledged} / {n.people}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </Stack>
    </NoticesFrame>
  );
}
