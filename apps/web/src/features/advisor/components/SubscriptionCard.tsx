import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconPalette, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { businessMessages, formatMessage, formatPlanPrice, subscriptionWebRoutes } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { useSignedIn } from '../../auth';
import { useCheckout } from '../hooks/useCheckout';
import { useSubscription } from '../hooks/useSubscription';
import { needsRenewal, renewalPlan } from '../lib/subscriptionView';
import { SubscriptionSummary } from './SubscriptionSummary';

/** The advisor home's subscription: plan, status, renewal date, Pay/Renew when Stripe is on, and the way to branding. */
export function SubscriptionCard() {
  const { app } = useSignedIn();
  const query = useSubscription();
  const checkout = useCheckout(app);
  const data = query.data;
  const plan = renewalPlan(data?.subscription ?? null);
  const now = new Date();

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="subscription-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="subscription-heading">
            {businessMessages.subscriptionTitle}
          </Title>
          <Group gap="xs">
            <Button
              component={Link}
              to={subscriptionWebRoutes.advisorBranding}
              variant="default"
              size="xs"
              leftSection={<IconPalette size={14} />}
            >
              {businessMessages.brandingLink}
            </Button>
            <Button
              component={Link}
              to={subscriptionWebRoutes.advisorSubscription}
              variant="default"
              size="xs"
              leftSection={<IconReceipt size={14} />}
            >
              {businessMessages.subscriptionManage}
            </Button>
          </Group>
        </Group>
        {query.isPending && <Skeleton h={48} />}
        {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
        {data && !data.subscription && <Text c="dimmed">{businessMessages.mySubscriptionNone}</Text>}
        {data?.subscription && (
          <SubscriptionSummary subscription={data.subscription} apps={data.apps} now={now} />
        )}
        {data?.billing === 'stripe' && (
          <Group>
            <Button
              leftSection={<IconCreditCard size={16} />}
              variant={data.subscription && !needsRenewal(data.subscription, now) ? 'light' : 'filled'}
              loading={checkout.busyPlan === plan.id}
              onClick={() => checkout.pay(plan.id)}
              aria-label={formatMessage(businessMessages.payFor, {
                plan: plan.name,
                price: formatPlanPrice(plan),
              })}
            >
              {businessMessages.payRenew}
            </Button>
          </Group>
        )}
        {data?.billing === 'manual' && (
          <Text size="sm" c="dimmed">
            {businessMessages.manualBilling}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
