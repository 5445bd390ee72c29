import { Badge, Text } from '@mantine/core';
import type { SubscriptionStatus } from '@guru/shared';
import { subscriptionStatusLooks } from '../../advisor';

/** A subscription status as a coloured badge; a dash when the firm has none. */
export function StatusBadge({ status }: { status: SubscriptionStatus | null }) {
  if (!status) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const look = subscriptionStatusLooks[status];
  return (
    <Badge color={look.color} variant="light" data-testid="firm-status">
      {look.label}
    </Badge>
  );
}
