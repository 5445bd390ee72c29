import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconFolders, IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppType, appRoutes, messages } from '@guru/shared';
import { FirmLogo } from '../../components/FirmLogo';
import { SiteFooter } from '../../components/SiteFooter';
import { useBranding } from '../../lib/branding';

const products = [
  {
    app: AppType.password,
    name: messages.appNamePassword,
    text: messages.passwordIntroText,
    Icon: IconKey,
    moreTo: appRoutes(AppType.password).learnMore,
  },
  {
    app: AppType.documents,
    name: messages.appNameDocuments,
    text: messages.documentsIntroText,
    Icon: IconFolders,
    moreTo: appRoutes(AppType.documents).learnMore,
  },
] as const;

/** `/` on a firm's own host: the firm's suite for its clients (each app's sign-in and learn more). */
export function FirmHomePage() {
  const branding = useBranding();
  return (
    <Stack mih="100vh" gap={0} bg="gray.0">
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="md">
          <FirmLogo height={48} withName />
        </Container>
      </Box>
      <Box
        py={{ base: 48, sm: 72 }}
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-indigo-8), var(--mantine-color-cyan-8))',
        }}
      >
        <Container size="lg">
          <Stack gap="sm" c="white">
            <Title order={1} fz={{ base: 36, sm: 48 }}>
              {messages.productName}
            </Title>
            <Text fz="lg" maw={620} opacity={0.9}>
              {messages.homeTagline}
            </Text>
            {branding.data && (
              <Text fw={600} opacity={0.9}>
                {branding.data.name}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={{ base: 0, sm: -56 }}>
          {products.map(({ app, name, text, Icon, moreTo }) => (
            <Card key={app} withBorder shadow="md" radius="lg" padding="xl">
              <Stack gap="md" h="100%">
                <ThemeIcon size={52} radius="md" variant="light">
                  <Icon size={30} />
                </ThemeIcon>
                <Title order={2} size="h3">
                  {name}
                </Title>
                <Text c="dimmed" style={{ flex: 1 }}>
                  {text}
                </Text>
                <Group>
                  <Button
                    component={Link}
                    to={appRoutes(app).login}
                    aria-label={`${messages.logIn} – ${name}`}
                  >
                    {messages.logIn}
                  </Button>
                  <Button
                    component={Link}
                    to={moreTo}
                    variant="subtle"
                    aria-label={`${messages.learnMoreLink} – ${name}`}
                  >
                    {messages.learnMoreLink}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <SiteFooter />
    </Stack>
  );
}
