import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  AppType,
  appDisplayName,
  appRoutes,
  formatMessage,
  messages,
  siteWebRoutes,
  trustPage,
  webRoutes,
} from '@guru/shared';
import { GuruSuiteLogo } from './GuruSuiteMark';

const columns = [
  {
    heading: messages.footerApps,
    links: [
      { to: appRoutes(AppType.password).root, label: appDisplayName(AppType.password) },
      { to: appRoutes(AppType.documents).root, label: appDisplayName(AppType.documents) },
      { to: webRoutes.pricing, label: messages.footerPricing },
    ],
  },
  {
    heading: messages.footerSecurity,
    links: [
      ...[AppType.password, AppType.documents].map((app) => ({
        to: appRoutes(app).securityDetails,
        label: formatMessage(messages.footerAppSecurity, { app: appDisplayName(app) }),
      })),
      { to: siteWebRoutes.trust, label: trustPage.footerLink },
    ],
  },
  {
    heading: messages.footerCompany,
    links: [
      { to: webRoutes.home, label: messages.footerHome },
      { to: webRoutes.media, label: messages.footerMedia },
      { to: webRoutes.faq, label: messages.footerFaq },
      { to: webRoutes.contact, label: messages.footerContact },
    ],
  },
] as const;

/** The public site's footer: the specification's links (/, /media, /faq, /contact) and the apps' pages. */
export function SiteFooterFull() {
  return (
    <Box component="footer" bg="dark.8" c="gray.4" py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <GuruSuiteLogo size={30} inverted />
            <Text size="sm" c="gray.5" maw={260}>
              {messages.footerTagline}
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.heading} gap={8}>
              <Text size="xs" fw={700} tt="uppercase" c="gray.5" style={{ letterSpacing: '0.06em' }}>
                {column.heading}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.3">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" color="dark.5" />
        <Group justify="space-between">
          <Text size="xs" c="gray.5">
            {formatMessage(messages.footerCopyright, { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
