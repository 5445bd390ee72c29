import { Anchor, Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCpu, IconKey, IconLock, IconServer, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appRoutes, messages, securityPages, type AppType } from '@guru/shared';
import { AppInfoLayout } from './AppInfoLayout';

const sectionIcons = [IconShieldLock, IconKey, IconLock, IconServer, IconCpu] as const;

/** A list item; a short lead before its first colon ("Key derivation: …") is set in bold. */
function SecurityItem({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon < 0 || colon > 30) return <Text c="gray.8">{text}</Text>;
  return (
    <Text c="gray.8">
      <Text span fw={700} c="dark.7">
        {text.slice(0, colon)}:
      </Text>{' '}
      {text.slice(colon + 2)}
    </Text>
  );
}

/** /…/security-details: the specification's security principles page, stating what the product really does. */
export function AppSecurityPage({ app }: { app: AppType }) {
  const page = securityPages[app];
  return (
    <AppInfoLayout app={app}>
      <Stack gap="xl">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={56}
            radius="md"
            variant="gradient"
            gradient={{ from: 'indigo.6', to: 'cyan.7', deg: 135 }}
          >
            <IconShieldLock size={32} />
          </ThemeIcon>
          <Stack gap={6}>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {page.title}
            </Title>
            <Text c="gray.7" size="lg">
              {page.intro}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          {page.highlights.map((highlight) => (
            <Badge
              key={highlight}
              size="lg"
              radius="sm"
              variant="light"
              color="teal"
              tt="none"
              fw={600}
              leftSection={<IconCheck size={14} />}
            >
              {highlight}
            </Badge>
          ))}
        </Group>
        {page.sections.map((section, index) => {
          const Icon = sectionIcons[index % sectionIcons.length] ?? IconShieldLock;
          return (
            <Card key={section.heading} withBorder radius="lg" padding="xl" component="section">
              <Group gap="sm" mb="md" wrap="nowrap">
                <ThemeIcon size={36} radius="md" variant="light">
                  <Icon size={20} />
                </ThemeIcon>
                <Title order={2} size="h3">
                  {section.heading}
                </Title>
              </Group>
              <Stack gap="sm">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} c="gray.8">
                    {paragraph}
                  </Text>
                ))}
                {section.items && (
                  <List
                    spacing="sm"
                    mt={4}
                    icon={
                      <ThemeIcon size={22} radius="xl" color="teal" variant="light">
                        <IconCheck size={14} />
                      </ThemeIcon>
                    }
                  >
                    {section.items.map((item) => (
                      <List.Item key={item}>
                        <SecurityItem text={item} />
                      </List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Card>
          );
        })}
        <Group gap="lg">
          <Anchor component={Link} to={appRoutes(app).faq} fw={600}>
            {messages.faqLink}
          </Anchor>
          <Anchor component={Link} to={appRoutes(app).learnMore} fw={600}>
            {messages.learnMoreLink}
          </Anchor>
        </Group>
      </Stack>
    </AppInfoLayout>
  );
}
