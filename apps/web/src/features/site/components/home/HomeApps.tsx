import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconFolders, IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppType, appDisplayName, appRoutes, formatMessage, messages } from '@guru/shared';

const apps = [
  { app: AppType.password, text: messages.homePasswordText, Icon: IconKey, color: 'indigo' },
  { app: AppType.documents, text: messages.homeDocumentsText, Icon: IconFolders, color: 'cyan' },
] as const;

/** For the advisors' clients: the two free apps, each with its intro page and its sign-in. */
export function HomeApps() {
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }} component="section">
      <Stack gap={4} mb="xl" align="center" ta="center">
        <Title order={2} fz={{ base: 28, sm: 34 }}>
          {messages.homeClientsHeading}
        </Title>
        <Text c="dimmed" size="lg" maw={640}>
          {messages.homeClientsIntro}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {apps.map(({ app, text, Icon, color }) => {
          const name = appDisplayName(app);
          return (
            <Card key={app} withBorder radius="lg" padding="xl" shadow="sm">
              <Stack gap="md" h="100%">
                <ThemeIcon size={56} radius="md" variant="light" color={color}>
                  <Icon size={30} />
                </ThemeIcon>
                <Title order={3}>{name}</Title>
                <Text c="dimmed" style={{ flex: 1 }}>
                  {text}
                </Text>
                <Group gap="sm">
                  <Button
                    component={Link}
                    to={appRoutes(app).root}
                    variant="light"
                    color={color}
                    rightSection={<IconArrowRight size={16} />}
                  >
                    {formatMessage(messages.homeAboutApp, { app: name })}
                  </Button>
                  <Button
                    component={Link}
                    to={appRoutes(app).login}
                    variant="subtle"
                    color="gray"
                    aria-label={`${messages.homeSignInApp} – ${name}`}
                  >
                    {messages.homeSignInApp}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
