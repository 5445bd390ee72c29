import {
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconDeviceLaptop,
  IconFileImport,
  IconFolders,
  IconHistory,
  IconKey,
  IconLock,
  IconSearch,
  IconShieldCheck,
  IconTransferIn,
  IconUpload,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  AppType,
  appDisplayName,
  appRoutes,
  formatMessage,
  learnMorePages,
  messages,
  type LearnMoreIcon,
} from '@guru/shared';
import { AppInfoLayout } from './AppInfoLayout';

const icons: Record<LearnMoreIcon, typeof IconLock> = {
  lock: IconLock,
  search: IconSearch,
  folders: IconFolders,
  import: IconFileImport,
  shield: IconShieldCheck,
  share: IconTransferIn,
  upload: IconUpload,
  history: IconHistory,
  device: IconDeviceLaptop,
  key: IconKey,
};

function requestLabel(app: AppType): string {
  return app === AppType.documents ? messages.requestDocumentsAccount : messages.requestTitlePassword;
}

/** /…/learn-more: what the app does for the client, how to get it. */
export function AppLearnMorePage({ app }: { app: AppType }) {
  const page = learnMorePages[app];
  const routes = appRoutes(app);
  return (
    <AppInfoLayout app={app}>
      <Stack gap={40}>
        <Stack gap="sm">
          <Text fw={700} c="indigo.7" tt="uppercase" size="sm" style={{ letterSpacing: '0.06em' }}>
            {appDisplayName(app)}
          </Text>
          <Title order={1} fz={{ base: 30, sm: 40 }} style={{ letterSpacing: '-0.02em' }}>
            {page.title}
          </Title>
          <Text size="lg" c="gray.7">
            {page.intro}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {page.features.map((feature) => {
            const Icon = icons[feature.icon];
            return (
              <Card key={feature.title} withBorder radius="lg" padding="lg">
                <ThemeIcon size={40} radius="md" variant="light" mb="sm">
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={700} mb={4}>
                  {feature.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {feature.text}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={2} size="h3">
              {messages.learnMoreHowItWorks}
            </Title>
            <Timeline active={page.steps.length} bulletSize={28} lineWidth={2}>
              {page.steps.map((step, index) => (
                <Timeline.Item
                  key={step}
                  bullet={
                    <Text size="xs" fw={700}>
                      {index + 1}
                    </Text>
                  }
                >
                  <Text c="gray.8">{step}</Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
          <Paper radius="lg" p="xl" withBorder shadow="sm">
            <Stack gap="md">
              <Title order={2} size="h3">
                {messages.learnMoreGetStarted}
              </Title>
              <Text c="dimmed">
                {formatMessage(messages.learnMoreGetStartedText, { app: appDisplayName(app) })}
              </Text>
              <Button
                component={Link}
                to={routes.requestAccount}
                size="md"
                h="auto"
                mih={42}
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {requestLabel(app)}
              </Button>
              <Button component={Link} to={routes.login} size="md" variant="default">
                {messages.logIn}
              </Button>
              <Group gap="lg" justify="center">
                <Anchor component={Link} to={routes.securityDetails} size="sm">
                  {messages.securityDetailsLink}
                </Anchor>
                <Anchor component={Link} to={routes.faq} size="sm">
                  {messages.faqLink}
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Stack>
    </AppInfoLayout>
  );
}
