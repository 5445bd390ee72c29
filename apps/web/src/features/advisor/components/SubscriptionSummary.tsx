import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { businessMessages, type AppType, type Subscription } from '@guru/shared';
import { appNamesOf } from '../lib/appNames';
import { formatDateUs } from '../../../lib/format';
import { keyDate, remainingText, statusLooks } from '../lib/subscriptionView';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Plan, status, the date that matters (trial end, renewal, suspension) and the apps open to clients. */
export interface SubscriptionSummaryProps {
  subscription: Subscription;
  apps: readonly AppType[];
  now: Date;
  /** The apps' label (the advisor's "your clients" by default; the provider names the firm's). */
  appsLabel?: string;
}

export function SubscriptionSummary({
  subscription,
  apps,
  now,
  appsLabel = businessMessages.appsLabel,
}: SubscriptionSummaryProps) {
  const look = statusLooks[subscription.status];
  const date = keyDate(subscription);
  const left =
    subscription.status === 'trialing' || subscription.status === 'active'
      ? remainingText(date.value, now)
      : null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" data-testid="subscription-summary">
      <Fact label={businessMessages.planLabel}>
        <Text fw={600}>{subscription.plan.name}</Text>
      </Fact>
      <Fact label={businessMessages.statusLabel}>
        <Group>
          <Badge color={look.color} variant="light" size="lg" data-testid="subscription-status">
            {look.label}
          </Badge>
        </Group>
      </Fact>
      <Fact label={date.label}>
        <Text fw={600} data-testid="subscription-date">
          {formatDateUs(date.value)}
        </Text>
        {left && (
          <Text size="xs" c={look.color === 'teal' ? 'dimmed' : `${look.color}.8`}>
            {left}
          </Text>
        )}
      </Fact>
      <Fact label={appsLabel}>
        <Text size="sm">{appNamesOf(apps) || '—'}</Text>
      </Fact>
    </SimpleGrid>
  );
}
