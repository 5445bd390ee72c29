import { useEffect } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { businessMessages, formatPlanPrice, messages, webRoutes } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { errorMessage } from '../../../lib/apiClient';
import { useSignedIn } from '../../auth';
import { useCheckout } from '../hooks/useCheckout';
import { useSubscription } from '../hooks/useSubscription';
import { purchasablePlans } from '../lib/subscriptionView';
import { appNamesOf } from '../lib/appNames';
import { SubscriptionSummary } from './SubscriptionSummary';
import { BackLink } from '../../../components/PageHeading';

/** What Stripe Checkout came back with (`?checkout=success|canceled`). */
function CheckoutReturn({ outcome }: { outcome: string | null }) {
  if (outcome === 'success') {
    return (
      <Alert color="teal" icon={<IconCircleCheck />} role="status">
        {businessMessages.checkoutSuccess}
      </Alert>
    );
  }
  if (outcome === 'canceled') {
    return (
      <Alert color="gray" icon={<IconInfoCircle />} role="status">
        {businessMessages.checkoutCanceled}
      </Alert>
    );
  }
  return null;
}

/** /dashboard/subscription: the firm's subscription, and the plans to pay for (Stripe) or how to renew (by invoice). */
export function SubscriptionPage() {
  const { app } = useSignedIn();
  const outcome = useSearchParams()[0].get('checkout');
  const query = useSubscription();
  const checkout = useCheckout(app);
  const { refetch } = query;
  const current = query.data?.subscription?.plan.id;

  // Back from Checkout: the webhook may still be on its way; ask again a few times.
  useEffect(() => {
    if (outcome !== 'success') return undefined;
    const timer = window.setInterval(() => void refetch(), 3000);
    const stop = window.setTimeout(() => window.clearInterval(timer), 30_000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
    };
  }, [outcome, refetch]);

  return (
    <SignedInLayout title={messages.productName}>
      <Stack gap="lg">
        <BackLink to={webRoutes.advisorHome}>{businessMessages.backToAdvisorHome}</BackLink>
        <Title order={1} size="h2">
          {businessMessages.subscriptionTitle}
        </Title>
        <CheckoutReturn outcome={outcome} />
        <Card withBorder radius="lg" padding="lg">
          {query.isPending && <Skeleton h={48} />}
          {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
          {query.data && !query.data.subscription && (
            <Text c="dimmed">{businessMessages.mySubscriptionNone}</Text>
          )}
          {query.data?.subscription && (
            <SubscriptionSummary
              subscription={query.data.subscription}
              apps={query.data.apps}
              now={new Date()}
            />
          )}
        </Card>
        {query.data?.billing === 'manual' && (
          <Alert color="indigo" variant="light" icon={<IconInfoCircle />}>
            {businessMessages.manualBilling}
          </Alert>
        )}
        {query.data?.billing === 'stripe' && (
          <Stack gap="sm">
            <Title order={2} size="h4">
              {businessMessages.choosePlan}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {purchasablePlans().map((plan) => (
                <Card key={plan.id} withBorder radius="lg" padding="lg">
                  <Stack gap="xs" h="100%">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={700}>{plan.name}</Text>
                      {plan.id === current && <Badge variant="light">{businessMessages.planLabel}</Badge>}
                    </Group>
                    <Text size="xl" fw={750} c="indigo.8">
                      {formatPlanPrice(plan)}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                      {appNamesOf(plan.apps)}
                    </Text>
                    <Button
                      leftSection={<IconCreditCard size={16} />}
                      loading={checkout.busyPlan === plan.id}
                      onClick={() => checkout.pay(plan.id)}
                    >
                      {businessMessages.payRenew}
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </SignedInLayout>
  );
}
