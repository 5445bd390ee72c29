import { useState, type ReactNode } from 'react';
import { ActionIcon, AppShell, Box, Button, Container, Divider, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { messages } from '@guru/shared';
import { FirmLogo } from '../../components/FirmLogo';
import { SiteFooter } from '../../components/SiteFooter';
import { useLogout, useSignedIn } from '../../features/auth';
import { UserMenu } from './UserMenu';

export interface SignedInLayoutProps {
  /** The app or console name shown in the header. */
  title: string;
  children: ReactNode;
  /** The mark at the left of the header: the host firm's logo unless given (the provider's console shows its own). */
  logo?: ReactNode;
}

/** Header (logo, title, the user menu with Account settings and Log out, and Log out itself) and content of a signed-in screen. */
export function SignedInLayout({ title, children, logo }: SignedInLayoutProps) {
  const { app, user } = useSignedIn();
  const logOut = useLogout(app);
  const [leaving, setLeaving] = useState(false);
  const leave = () => {
    setLeaving(true);
    // After a failed logout the user stays here and may try again.
    void logOut().finally(() => setLeaving(false));
  };

  return (
    <AppShell header={{ height: 68 }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {logo ?? <FirmLogo height={40} />}
            <Divider orientation="vertical" visibleFrom="sm" />
            {/* The app's name stays on a phone, smaller, and gives way (truncated) before the menu does. */}
            <Text fw={700} fz={{ base: 'md', sm: 'lg' }} c="indigo.8" truncate style={{ minWidth: 0 }}>
              {title}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <UserMenu app={app} user={user} onLogOut={leave} leaving={leaving} />
            <Button
              variant="light"
              size="sm"
              leftSection={<IconLogout size={16} />}
              loading={leaving}
              onClick={leave}
              visibleFrom="sm"
            >
              {messages.logOut}
            </Button>
            {/* On a phone, Log out is an icon of a thumb's size (its name read out, shown as its tooltip). */}
            <ActionIcon
              variant="light"
              size={40}
              loading={leaving}
              onClick={leave}
              hiddenFrom="sm"
              aria-label={messages.logOut}
              title={messages.logOut}
            >
              <IconLogout size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
        <Container size="lg" w="100%" py="xl" style={{ flex: 1 }}>
          <Box component="section">{children}</Box>
        </Container>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
