import { memo } from 'react';
import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconFolder, IconMailForward, IconSend } from '@tabler/icons-react';
import { businessMessages, messages, formatMessage, type AppType, type ClientRow } from '@guru/shared';
import {
  clientDisplayName,
  formatClientDate,
  offersResendInvite,
  offersSendInvite,
} from '../lib/clientRowActions';
import { isSelectableClient } from '../lib/clientSelection';
import { ClientRowMenu, type ClientRowActionHandler } from './ClientRowMenu';
import { ClientStatusBadge } from './ClientStatusBadge';

/** What an advisor's row can do; absent in the provider's read-only view. */
export interface ClientRowControls {
  app: AppType;
  /** Whether the rows offer legal holds (the firm's advisors; its staff may not place them, ADR 0051). */
  legalHolds: boolean;
  onToggle: (row: ClientRow) => void;
  onAction: ClientRowActionHandler;
  onSendInvite: (row: ClientRow) => void;
  /** Resend invite of a Pending row: the invite modal again, prefilled. */
  onResendInvite: (row: ClientRow) => void;
}

export interface ClientTableRowProps {
  row: ClientRow;
  selected: boolean;
  controls: ClientRowControls | null;
}

/** One client: select, name, e-mail, created, status, last sign-in, actions. */
export const ClientTableRow = memo(function ClientTableRow({ row, selected, controls }: ClientTableRowProps) {
  const name = clientDisplayName(row);
  return (
    <Table.Tr data-testid="client-row" bg={selected ? 'var(--mantine-color-indigo-light)' : undefined}>
      {controls && (
        <Table.Td w={40} data-cell="select">
          <Checkbox
            aria-label={formatMessage(messages.clientsSelectRow, { name })}
            checked={selected}
            disabled={!isSelectableClient(row)}
            onChange={() => controls.onToggle(row)}
          />
        </Table.Td>
      )}
      <Table.Td data-cell="main">
        <Text size="sm" fw={600} c={row.fullName.trim() === '' ? 'dimmed' : undefined}>
          {row.fullName.trim() === '' ? messages.clientsNoName : row.fullName}
        </Text>
      </Table.Td>
      <Table.Td data-label={messages.clientColumnEmail}>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {row.email}
        </Text>
      </Table.Td>
      <Table.Td data-label={messages.clientColumnCreated}>
        <Text size="sm">{formatClientDate(row.createdAt)}</Text>
      </Table.Td>
      <Table.Td data-label={messages.clientColumnStatus}>
        <ClientStatusBadge status={row.status} />
      </Table.Td>
      <Table.Td data-label={messages.clientColumnLastLogin}>
        <Text size="sm">{formatClientDate(row.lastLogged)}</Text>
      </Table.Td>
      {controls && (
        <Table.Td data-cell="actions">
          <Group gap={6} wrap="nowrap" justify="flex-end">
            {offersSendInvite(row.status) && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconSend size={14} />}
                onClick={() => controls.onSendInvite(row)}
              >
                {messages.clientsSendInvite}
              </Button>
            )}
            {offersResendInvite(row.status) && (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconMailForward size={14} />}
                onClick={() => controls.onResendInvite(row)}
                aria-label={`${businessMessages.resendInvite}: ${name}`}
              >
                {businessMessages.resendInvite}
              </Button>
            )}
            <ClientRowMenu
              row={row}
              app={controls.app}
              legalHolds={controls.legalHolds}
              onAction={controls.onAction}
            />
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
});

/** The virtual "Disabled Users" folder row (when any client is disabled). */
export function DisabledFolderRow({ columnCount, onOpen }: { columnCount: number; onOpen: () => void }) {
  return (
    <Table.Tr data-testid="disabled-folder-row">
      <Table.Td colSpan={columnCount}>
        <Button
          variant="subtle"
          color="dark"
          px={6}
          leftSection={<IconFolder size={20} color="var(--mantine-color-yellow-7)" />}
          onClick={onOpen}
          aria-label={messages.clientsOpenDisabledFolder}
        >
          <Text span fw={600} c="indigo.8" size="sm">
            {messages.clientsDisabledFolder}
          </Text>
          <Text span c="dimmed" size="xs" ml="sm" visibleFrom="sm">
            {messages.clientsDisabledFolderHint}
          </Text>
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
