import { useId } from 'react';
import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, webRoutes, type Plan } from '@guru/shared';

export interface PlanCardProps {
  plan: Plan;
  features: readonly string[];
  /** The plan to point at: a coloured border and a "Best value" ribbon. */
  featured?: boolean;
}

/** The price as the specification writes it ("$150/year"), the amount large. */
export function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <Group gap={4} align="baseline" wrap="nowrap" data-testid="plan-price">
      <Text span fz={40} fw={800} lh={1} c="dark.8" style={{ letterSpacing: '-0.02em' }}>
        ${plan.priceUsd}
      </Text>
      <Text span c="dimmed" fw={500}>
        /{plan.interval}
      </Text>
    </Group>
  );
}

/** One plan of the pricing page: name, price, what it includes, Try It Now (to /signup). */
export function PlanCard({ plan, features, featured = false }: PlanCardProps) {
  const nameId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      shadow={featured ? 'lg' : 'xs'}
      data-testid={`plan-${plan.id}`}
      style={featured ? { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" mih={28}>
          {featured ? (
            <Badge variant="light" radius="sm">
              {messages.pricingBestValue}
            </Badge>
          ) : (
            <span />
          )}
          {plan.badge && (
            <Badge color="teal" variant="filled" radius="sm" size="lg">
              {plan.badge}
            </Badge>
          )}
        </Group>
        <Stack gap={2}>
          <Title order={3} size="h4" id={nameId}>
            {plan.name}
          </Title>
          {plan.note && (
            <Text size="sm" c="dimmed">
              {plan.note}
            </Text>
          )}
        </Stack>
        <PlanPrice plan={plan} />
        <List spacing={6} size="sm" icon={<ThemeIcon size={18} radius="xl" color="teal" variant="light"><IconCheck size={12} /></ThemeIcon>} style={{ flex: 1 }}>
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button component={Link} to={webRoutes.signup} size="md" fullWidth variant={featured ? 'filled' : 'light'} aria-describedby={nameId}>
          {messages.tryItNow}
        </Button>
      </Stack>
    </Card>
  );
}
