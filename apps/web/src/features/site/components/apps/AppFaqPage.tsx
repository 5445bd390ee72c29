import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconSettings, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appDisplayName, appFaqs, appRoutes, formatMessage, messages, type AppType } from '@guru/shared';
import { FaqList } from '../pages/FaqList';
import { AppInfoLayout } from './AppInfoLayout';

/** /…/faq: the app's questions and answers, with the security details. */
export function AppFaqPage({ app }: { app: AppType }) {
  return (
    <AppInfoLayout app={app}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {formatMessage(messages.appFaqTitle, { app: appDisplayName(app) })}
        </Title>
        <FaqList items={appFaqs[app]} />
        <Anchor component={Link} to={appRoutes(app).securityDetails} fw={600}>
          <Group gap={6} wrap="nowrap">
            <IconShieldLock size={18} aria-hidden />
            {messages.appFaqSecurityLink}
          </Group>
        </Anchor>
        <Alert variant="light" color="gray" icon={<IconSettings />} radius="md">
          {messages.appFaqAccountSettings}
        </Alert>
      </Stack>
    </AppInfoLayout>
  );
}
