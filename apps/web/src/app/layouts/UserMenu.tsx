import { useState } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  accountSettingsMessages as m,
  appRoutes,
  recoveryMessages,
  recoveryWebRoutes,
  type AppType,
  type CurrentUser,
} from '@guru/shared';
import {
  accountSettingsQuery,
  hasAccountSettings,
  hasAccountSettingsPage,
  photoUrl,
} from '../../lib/accountSettingsQuery';
import { fullName } from '../../lib/format';

/**
 * The name (and photo) in the header of a signed-in screen, as a menu: Account settings (clients, who
 * have them, and third parties, for their passkeys), Security (advisors and the provider: their authenticator recovery codes) and Log out.
 */
export function UserMenu({
  app,
  user,
  onLogOut,
  leaving,
}: {
  app: AppType;
  user: CurrentUser;
  onLogOut: () => void;
  leaving: boolean;
}) {
  const isClient = hasAccountSettings(user);
  const settings = useQuery({ ...accountSettingsQuery(app), enabled: isClient });
  const [opened, setOpened] = useState(false);
  const version = settings.data?.photoVersion ?? null;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={220} shadow="md" withinPortal>
      {/* The button is named by what it shows (photo or initials, and the name): its name holds its visible text. */}
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" style={{ borderRadius: 999 }} px={6} py={4}>
          <Group gap={8} wrap="nowrap">
            <Avatar
              size={36}
              radius="xl"
              color="indigo"
              src={version ? photoUrl(app, version) : null}
              alt={fullName(user)}
              data-testid="header-photo"
            >
              {initials}
            </Avatar>
            <Text size="sm" fw={500} data-testid="signed-in-user" visibleFrom="xs">
              {fullName(user)}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {hasAccountSettingsPage(user) ? (
          <Menu.Item
            component={Link}
            to={appRoutes(app).accountSettings}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {m.userMenuAccountSettings}
          </Menu.Item>
        ) : null}
        {user.scope === 'admin' || user.scope === 'provider' ? (
          <Menu.Item
            component={Link}
            to={
              user.scope === 'provider'
                ? recoveryWebRoutes.providerSecurity
                : recoveryWebRoutes.advisorSecurity
            }
            leftSection={<IconShieldLock size={16} aria-hidden />}
          >
            {recoveryMessages.securityTitle}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogOut} disabled={leaving}>
          {m.userMenuLogOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
