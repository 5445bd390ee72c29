import type { ReactNode } from 'react';
import { Anchor, Box, Button, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appDisplayName, appRoutes, messages, type AppType } from '@guru/shared';
import { FirmLogo } from '../../../../components/FirmLogo';
import { SiteFooter } from '../../../../components/SiteFooter';

export interface AppInfoLayoutProps {
  app: AppType;
  children: ReactNode;
}

/**
 * An app's information pages (learn more, security details, FAQ) for the firm's clients: the firm's
 * logo and the app's name, Log In, Back to the app's intro page.
 */
export function AppInfoLayout({ app, children }: AppInfoLayoutProps) {
  const routes = appRoutes(app);
  return (
    <Stack gap={0} mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <FirmLogo height={40} />
              <Divider orientation="vertical" visibleFrom="sm" />
              <Text fw={700} size="lg" c="indigo.8" visibleFrom="sm">
                {appDisplayName(app)}
              </Text>
            </Group>
            <Button component={Link} to={routes.login} variant="light">
              {messages.logIn}
            </Button>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
          <Anchor component={Link} to={routes.root} size="sm" c="dimmed">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              {messages.learnMoreBack}
            </Group>
          </Anchor>
          <Box mt="md">{children}</Box>
        </Container>
      </Box>
      <SiteFooter />
    </Stack>
  );
}
