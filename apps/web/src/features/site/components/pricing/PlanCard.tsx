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
      style={{
        overflow: 'visible',
        ...(featured ? { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 } : {}),
      }}
    >
      {featured && (
        <Badge
          variant="filled"
          radius="xl"
          size="md"
          style={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)' }}
        >
          {messages.pricingBestValue}
        </Badge>
      )}
      <Stack gap="md" h="100%">
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
        <Group gap="xs" align="center">
          <PlanPrice plan={plan} />
          {plan.badge && (
            <Badge color="teal" variant="light" radius="sm" size="lg" tt="none">
              {plan.badge}
            </Badge>
          )}
        </Group>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={webRoutes.signup}
          size="md"
          fullWidth
          variant={featured ? 'filled' : 'light'}
          aria-describedby={nameId}
        >
          {messages.tryItNow}
        </Button>
      </Stack>
    </Card>
  );
}
