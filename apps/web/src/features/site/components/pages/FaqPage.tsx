import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  AppType,
  appDisplayName,
  appRoutes,
  formatMessage,
  messages,
  siteFaq,
  webRoutes,
} from '@guru/shared';
import { PageHero } from '../layout/PageHero';
import { SiteLayout } from '../layout/SiteLayout';
import { FaqList } from './FaqList';

/** /faq: questions of advisors and of their clients, and each app's own FAQ. */
export function FaqPage() {
  return (
    <SiteLayout>
      <PageHero title={messages.faqTitle} text={messages.faqIntro} />
      <Container size="md" py={{ base: 40, sm: 56 }}>
        <Stack gap={48}>
          <Stack gap="md" component="section">
            <Title order={2} size="h3">
              {messages.faqAdvisorsHeading}
            </Title>
            <FaqList items={siteFaq.advisors} />
          </Stack>
          <Stack gap="md" component="section">
            <Title order={2} size="h3">
              {messages.faqClientsHeading}
            </Title>
            <FaqList items={siteFaq.clients} />
            <Group gap="lg">
              {[AppType.password, AppType.documents].map((app) => (
                <Anchor key={app} component={Link} to={appRoutes(app).faq} fw={600}>
                  {formatMessage(messages.appFaqTitle, { app: appDisplayName(app) })}
                </Anchor>
              ))}
            </Group>
          </Stack>
          <Group gap={6} justify="center">
            <Text c="dimmed">{messages.faqMoreQuestions}</Text>
            <Anchor component={Link} to={webRoutes.contact} fw={600}>
              {messages.pricingContactUs}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
