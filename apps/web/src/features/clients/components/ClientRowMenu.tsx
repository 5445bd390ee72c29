import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBell,
  IconBellOff,
  IconDots,
  IconExternalLink,
  IconGavel,
  IconKey,
  IconRestore,
  IconTrash,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { messages, formatMessage, retentionMessages, type AppType, type ClientRow } from '@guru/shared';
import { ClientAction, clientDisplayName, clientRowActions, clientVaultPath } from '../lib/clientRowActions';

export type ClientRowActionHandler = (action: Exclude<ClientAction, 'openVault'>, row: ClientRow) => void;

function itemOf(
  action: Exclude<ClientAction, 'openVault'>,
  row: ClientRow,
): { label: string; icon: ReactNode; color?: string } {
  switch (action) {
    case ClientAction.manageUsers:
      return { label: messages.clientsManageUsers, icon: <IconUsers size={16} /> };
    case ClientAction.toggleNotification:
      return row.enableFANotification
        ? { label: messages.clientsDisableNotification, icon: <IconBellOff size={16} /> }
        : { label: messages.clientsEnableNotification, icon: <IconBell size={16} /> };
    case ClientAction.resetPassword:
      return { label: messages.clientsResetPassword, icon: <IconKey size={16} /> };
    case ClientAction.disable:
      return { label: messages.clientsDisable, icon: <IconUserOff size={16} />, color: 'red' };
    case ClientAction.restore:
      return { label: messages.clientsRestore, icon: <IconRestore size={16} />, color: 'teal' };
    case ClientAction.delete:
      return { label: messages.clientsDelete, icon: <IconTrash size={16} />, color: 'red' };
    case ClientAction.legalHold:
      return { label: retentionMessages.legalHold, icon: <IconGavel size={16} /> };
  }
}

/** The actions of one client row, by status and app (lib/clientRowActions). */
export function ClientRowMenu({
  row,
  app,
  legalHolds,
  onAction,
}: {
  row: ClientRow;
  app: AppType;
  /** Whether legal holds are offered (the firm's advisors; not its staff). */
  legalHolds: boolean;
  onAction: ClientRowActionHandler;
}) {
  const actions = clientRowActions(row.status, app, { legalHolds });
  const label = formatMessage(messages.clientsRowActions, { name: clientDisplayName(row) });
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} title={label}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          if (action === ClientAction.openVault) {
            return (
              <Menu.Item
                key={action}
                component="a"
                href={clientVaultPath(row.id)}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconExternalLink size={16} />}
              >
                {messages.clientsOpenVault}
              </Menu.Item>
            );
          }
          const item = itemOf(action, row);
          return (
            <Menu.Item
              key={action}
              color={item.color}
              leftSection={item.icon}
              onClick={() => onAction(action, row)}
            >
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
