import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppType, appRoutes, messages, webRoutes } from '@guru/shared';
import { NewsletterButton } from '../NewsletterModal';

const securityPoints = [
  messages.homeSecurityArgon,
  messages.homeSecurityTwoFactor,
  messages.homeSecurityDocuments,
] as const;

/** Security in three lines, the pricing teaser and the newsletter. */
export function HomeClosing() {
  return (
    <>
      <Container size="lg" py={{ base: 48, sm: 72 }} component="section">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Title order={2} fz={{ base: 28, sm: 34 }}>
              {messages.homeSecurityHeading}
            </Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={26} radius="xl" color="teal" variant="light">
                  <IconShieldCheck size={16} />
                </ThemeIcon>
              }
            >
              {securityPoints.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to={appRoutes(AppType.password).securityDetails} fw={600}>
              <Group gap={4} wrap="nowrap">
                {messages.homeSecurityLink}
                <IconArrowRight size={16} aria-hidden />
              </Group>
            </Anchor>
          </Stack>
          <Paper withBorder radius="lg" p="xl" shadow="sm">
            <Stack gap="md">
              <Title order={2} size="h3">
                {messages.homePricingHeading}
              </Title>
              <Text c="dimmed">{messages.homePricingText}</Text>
              <Text size="sm" c="teal.8" fw={600}>
                {messages.pricingTrialNote}
              </Text>
              <Group gap="sm">
                <Button component={Link} to={webRoutes.signup}>
                  {messages.startTrial}
                </Button>
                <Button component={Link} to={webRoutes.pricing} variant="default">
                  {messages.seePricing}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
      <Box bg="indigo.0" py={{ base: 40, sm: 56 }} component="section">
        <Container size="lg">
          <Group justify="space-between" gap="lg">
            <Stack gap={4}>
              <Title order={2} size="h3">
                {messages.homeNewsletterHeading}
              </Title>
              <Text c="dimmed">{messages.homeNewsletterText}</Text>
            </Stack>
            <NewsletterButton />
          </Group>
        </Container>
      </Box>
    </>
  );
}
