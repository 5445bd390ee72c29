import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconFolders,
  IconInbox,
  IconKey,
  IconArchive,
  IconListCheck,
  IconShieldCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  AppType,
  accessReviewMessages,
  advisorClientsRoutes,
  isStaffUser,
  auditMessages,
  auditWebRoutes,
  documentRequestsMessages,
  documentRequestsWebRoutes,
  incidentNoticesMessages,
  incidentNoticesWebRoutes,
  messages,
  passkeysMessages,
  teamMessages,
  teamWebRoutes,
  retentionMessages,
  retentionWebRoutes,
  webRoutes,
  formatMessage,
} from '@guru/shared';
import { FirmLogo } from '../../components/FirmLogo';
import { useBranding } from '../../lib/branding';
import { fullName } from '../../lib/format';
import { useSignedIn } from '../auth';
import { FirmPasskeyRule, PasskeysSection } from '../passkeys';
import { SubscriptionCard } from './components/SubscriptionCard';

const appCards = [
  { app: AppType.password, name: messages.appNamePassword, text: messages.passwordIntroText, Icon: IconKey },
  {
    app: AppType.documents,
    name: messages.appNameDocuments,
    text: messages.documentsIntroText,
    Icon: IconFolders,
  },
] as const;

/** The advisor's home: the firm (name and logo), the advisor, the subscription, and Client Management of each app. */
export function AdvisorHomeContent() {
  const { app: sessionApp, user } = useSignedIn();
  const branding = useBranding();
  const firmName = branding.data?.name ?? user.companyName;
  // Staff work in Client Management and documents only: no billing, branding, team or firm settings (ADR 0051).
  const staff = isStaffUser(user);

  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" padding="xl">
        <Group justify="space-between" align="center" wrap="wrap" gap="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
              {messages.advisorConsoleTitle}
            </Text>
            <Title order={1} size="h2">
              {firmName}
            </Title>
            <Text size="lg">
              {messages.welcome} <b>{fullName(user)}</b>
            </Text>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          </Stack>
          <Anchor component={Link} to={webRoutes.advisorHome} aria-label={firmName}>
            <FirmLogo height={72} />
          </Anchor>
        </Group>
      </Card>

      {user.passkeyRequired ? <PasskeysSection app={sessionApp} required holdsVault={false} /> : null}

      {!staff && <SubscriptionCard />}

      {!staff && (
        <Stack gap="md">
          <Title order={2} size="h4">
            {messages.advisorFirmHeading}
          </Title>
          <Group gap="sm">
            <Button
              component={Link}
              to={teamWebRoutes.team}
              variant="default"
              leftSection={<IconUsersGroup size={16} />}
            >
              {teamMessages.navLink}
            </Button>
            <Button
              component={Link}
              to={teamWebRoutes.accessReview}
              variant="default"
              leftSection={<IconShieldCheck size={16} />}
            >
              {accessReviewMessages.navLink}
            </Button>
            <Button
              component={Link}
              to={auditWebRoutes.trail}
              variant="default"
              leftSection={<IconListCheck size={16} />}
            >
              {auditMessages.navLink}
            </Button>
            <Button
              component={Link}
              to={retentionWebRoutes.settings}
              variant="default"
              leftSection={<IconArchive size={16} />}
            >
              {retentionMessages.navLink}
            </Button>
            <Button
              component={Link}
              to={incidentNoticesWebRoutes.advisor}
              variant="default"
              leftSection={<IconAlertTriangle size={16} />}
            >
              {incidentNoticesMessages.navLink}
            </Button>
          </Group>
        </Stack>
      )}

      <Stack gap="md">
        <Title order={2} size="h4">
          {messages.advisorAppsHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {appCards.map(({ app, name, text, Icon }) => (
            <Card key={app} withBorder radius="lg" padding="lg">
              <Stack gap="sm" h="100%">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={26} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {name}
                </Title>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {text}
                </Text>
                <Button
                  component={Link}
                  to={advisorClientsRoutes[app]}
                  leftSection={<IconUsers size={16} />}
                  aria-label={formatMessage(messages.advisorClientManagementOf, { app: name })}
                >
                  {messages.advisorClientManagementLink}
                </Button>
                {app === AppType.documents && (
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                    <Button
                      component={Link}
                      to={documentRequestsWebRoutes.advisorRequests}
                      variant="light"
                      leftSection={<IconListCheck size={16} />}
                    >
                      {documentRequestsMessages.advisorNavRequests}
                    </Button>
                    <Button
                      component={Link}
                      to={documentRequestsWebRoutes.advisorInbox}
                      variant="light"
                      leftSection={<IconInbox size={16} />}
                    >
                      {documentRequestsMessages.advisorNavInbox}
                    </Button>
                  </SimpleGrid>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {!staff && (
        <FirmPasskeyRule app={sessionApp} title={passkeysMessages.passkeysClientManagementSettings} />
      )}
      {user.passkeyRequired ? null : <PasskeysSection app={sessionApp} holdsVault={false} />}
    </Stack>
  );
}
