import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
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
import { IconCheck, IconGift, IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PlanId, messages, planById, plansOfGroup, webRoutes, type Plan } from '@guru/shared';
import { NewsletterButton } from '../NewsletterModal';
import { PageHero } from '../layout/PageHero';
import { SiteLayout } from '../layout/SiteLayout';
import { PlanCard, PlanPrice } from './PlanCard';

const planningFeatures = (plan: Plan): readonly string[] =>
  plan.id === PlanId.allInOne
    ? [messages.pricingAllInOneFeature1, messages.pricingAllInOneFeature2]
    : [messages.pricingPlanningFeature];

function SectionHeading({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={2} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

/** The password app's plan: one wide card. */
function PasswordAppPlan() {
  const plan = planById(PlanId.passwordApp);
  const features = [
    messages.pricingPasswordFeature1,
    messages.pricingPasswordFeature2,
    messages.pricingPasswordFeature3,
  ];
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" data-testid={`plan-${plan.id}`}>
      <Group justify="space-between" align="center" gap="xl">
        <Group gap="lg" align="flex-start" wrap="nowrap" style={{ flex: '1 1 360px' }}>
          <ThemeIcon size={56} radius="md" variant="light">
            <IconKey size={30} />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={3} size="h3" id="plan-password-name">
              {plan.name}
            </Title>
            <List
              spacing={6}
              size="sm"
              icon={
                <ThemeIcon size={18} radius="xl" color="teal" variant="light">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Stack>
        </Group>
        <Stack gap="sm" align="stretch" miw={220}>
          <PlanPrice plan={plan} />
          <Button component={Link} to={webRoutes.signup} size="md" aria-describedby="plan-password-name">
            {messages.tryItNow}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

/** /pricing: the specification's Subscription Pricing page, prices from plans.ts (ADR 0014). */
export function PricingPage() {
  const planning = plansOfGroup('planningApps');
  return (
    <SiteLayout>
      <PageHero title={messages.pricingTitle} text={messages.pricingIntro}>
        <Badge
          variant="white"
          color="teal"
          size="xl"
          radius="xl"
          tt="none"
          fw={600}
          leftSection={<IconGift size={18} />}
          mt="xs"
          maw="100%"
          h="auto"
          py={6}
          // On a phone the note wraps inside the badge instead of being cut.
          styles={{
            root: { boxShadow: 'var(--mantine-shadow-xs)' },
            label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
          }}
        >
          {messages.pricingTrialNote}
        </Badge>
      </PageHero>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap={64}>
          <Box component="section">
            <SectionHeading title={messages.pricingPasswordSection} text={messages.pricingPasswordText} />
            <PasswordAppPlan />
          </Box>
          <Box component="section">
            <SectionHeading title={messages.pricingPlanningSection} text={messages.pricingPlanningText} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
              {planning.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  features={planningFeatures(plan)}
                  featured={plan.id === PlanId.allInOne}
                />
              ))}
            </SimpleGrid>
          </Box>
          <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="indigo.0">
            <Group justify="space-between" gap="lg">
              <Stack gap={4}>
                <Title order={2} size="h3">
                  {messages.pricingNewsletterHeading}
                </Title>
                <Text c="dimmed">{messages.pricingNewsletterText}</Text>
              </Stack>
              <NewsletterButton />
            </Group>
          </Paper>
          <Group justify="center" gap={6}>
            <Text c="dimmed">{messages.pricingQuestions}</Text>
            <Anchor component={Link} to={webRoutes.contact} fw={600}>
              {messages.pricingContactUs}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
