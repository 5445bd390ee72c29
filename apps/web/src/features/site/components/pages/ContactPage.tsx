import { Alert, Anchor, Container, Grid, Paper, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import { IconHelpCircle, IconInfoCircle, IconNews, IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { isContactTopic, messages, webRoutes } from '@guru/shared';
import { PageHero } from '../layout/PageHero';
import { SiteLayout } from '../layout/SiteLayout';
import { ContactForm } from './ContactForm';

const shortcuts = [
  { Icon: IconReceipt, label: messages.siteNavPricing, to: webRoutes.pricing },
  { Icon: IconHelpCircle, label: messages.faqTitle, to: webRoutes.faq },
  { Icon: IconNews, label: messages.mediaTitle, to: webRoutes.media },
] as const;

/** /contact: a message to the provider (stored and e-mailed); `?topic=press` preselects the topic. */
export function ContactPage() {
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return (
    <SiteLayout>
      <PageHero title={messages.contactTitle} text={messages.contactIntro} />
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Alert variant="light" color="indigo" icon={<IconInfoCircle />} radius="md">
                {messages.contactClientNote}
              </Alert>
              <Stack gap="xs">
                {shortcuts.map(({ Icon, label, to }) => (
                  <Anchor key={to} component={Link} to={to} c="dark.6">
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon variant="light" radius="md" size={32}>
                        <Icon size={18} />
                      </ThemeIcon>
                      <Text fw={550}>{label}</Text>
                    </Group>
                  </Anchor>
                ))}
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
              <ContactForm initialTopic={isContactTopic(topic) ? topic : ''} />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </SiteLayout>
  );
}
