import { memo } from 'react';
import { Anchor, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconSettings, IconUsers } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import {
  businessMessages,
  formatMessage,
  messages,
  subscriptionWebRoutes,
  webRoutes,
  type ProviderFirmRow,
} from '@guru/shared';
import { formatDateUs } from '../../../lib/format';
import { StatusBadge } from './StatusBadge';
import stacked from '../../../components/StackedTable.module.css';

const FirmRow = memo(function FirmRow({ firm }: { firm: ProviderFirmRow }) {
  const manage = generatePath(subscriptionWebRoutes.providerFirm, { firmId: firm.id });
  return (
    <Table.Tr data-testid="firm-row">
      <Table.Td data-cell="main">
        <Anchor component={Link} to={manage} fw={600} size="sm">
          {firm.name}
        </Anchor>
      </Table.Td>
      <Table.Td data-label={messages.firmColumnSubdomain}>
        <Text size="sm" ff="monospace">
          {firm.subdomain}
        </Text>
      </Table.Td>
      <Table.Td data-label={businessMessages.firmColumnPlan}>
        <Text size="sm">{firm.plan?.name ?? '—'}</Text>
      </Table.Td>
      <Table.Td data-label={businessMessages.firmColumnStatus}>
        <StatusBadge status={firm.status} />
      </Table.Td>
      <Table.Td data-label={businessMessages.firmColumnPeriodEnd}>
        <Text size="sm">{firm.currentPeriodEnd ? formatDateUs(firm.currentPeriodEnd) : '—'}</Text>
      </Table.Td>
      <Table.Td ta="right" data-label={messages.firmColumnClients}>
        {firm.clientCount}
      </Table.Td>
      <Table.Td ta="right" data-label={businessMessages.firmColumnAdvisors}>
        {firm.advisorCount}
      </Table.Td>
      <Table.Td data-cell="actions">
        <Group gap="md" justify="flex-end" wrap="nowrap">
          <Anchor
            component={Link}
            to={manage}
            size="sm"
            aria-label={formatMessage(businessMessages.providerManageFirmOf, { firm: firm.name })}
          >
            <Group gap={4} wrap="nowrap">
              <IconSettings size={14} aria-hidden />
              {businessMessages.providerManageFirm}
            </Group>
          </Anchor>
          <Anchor
            component={Link}
            to={generatePath(webRoutes.providerFirmClients, { firmId: firm.id })}
            size="sm"
            aria-label={formatMessage(messages.providerViewClientsOf, { firm: firm.name })}
          >
            <Group gap={4} wrap="nowrap">
              <IconUsers size={14} aria-hidden />
              {messages.providerViewClients}
            </Group>
          </Anchor>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

const COLUMNS = 8;

export interface FirmsTableProps {
  firms: ProviderFirmRow[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** The advisor firms: name, subdomain, plan, status, period end, client and advisor counts. */
export function FirmsTable({ firms, loading, emptyText }: FirmsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860} className={stacked.scroll}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={messages.firmsHeading}
        aria-busy={loading}
        className={stacked.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{messages.firmColumnName}</Table.Th>
            <Table.Th>{messages.firmColumnSubdomain}</Table.Th>
            <Table.Th>{businessMessages.firmColumnPlan}</Table.Th>
            <Table.Th>{businessMessages.firmColumnStatus}</Table.Th>
            <Table.Th>{businessMessages.firmColumnPeriodEnd}</Table.Th>
            <Table.Th ta="right">{messages.firmColumnClients}</Table.Th>
            <Table.Th ta="right">{businessMessages.firmColumnAdvisors}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{messages.clientsActionsColumn}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !firms && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Skeleton h={20} />
              </Table.Td>
            </Table.Tr>
          )}
          {firms?.map((firm) => (
            <FirmRow key={firm.id} firm={firm} />
          ))}
          {firms?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Text c="dimmed" ta="center" size="sm">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
