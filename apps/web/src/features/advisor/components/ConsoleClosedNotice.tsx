import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  ErrorCode,
  businessMessages,
  formatMessage,
  formatPlanPrice,
  webRoutes,
  type AppType,
} from '@guru/shared';
import { subscriptionQuery } from '../api/advisorApi';
import { useCheckout } from '../hooks/useCheckout';
import { consoleClosedOf } from '../../../lib/consoleClosed';
import { renewalPlan } from '../lib/subscriptionView';

/** Pay/Renew from `/` (the subscription calls stay open to an advisor without a valid subscription). */
function RenewOffer({ app }: { app: AppType }) {
  const query = useQuery({ ...subscriptionQuery(app), retry: false });
  const checkout = useCheckout(app);
  if (!query.data) return null;
  if (query.data.billing === 'manual') {
    return (
      <Text size="sm" c="dimmed">
        {businessMessages.manualBilling}
      </Text>
    );
  }
  const plan = renewalPlan(query.data.subscription);
  return (
    <Button
      leftSection={<IconCreditCard size={16} />}
      loading={checkout.busyPlan === plan.id}
      onClick={() => checkout.pay(plan.id)}
    >
      {formatMessage(businessMessages.payFor, { plan: plan.name, price: formatPlanPrice(plan) })}
    </Button>
  );
}

/**
 * On `/`, after the advisor console sent the advisor here (SubscriptionGate): why, and the way to
 * renew when the firm is not suspended. Closing it clears the reason from the history entry.
 */
export function ConsoleClosedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const closed = consoleClosedOf(location.state);
  if (!closed) return null;
  const suspended = closed.code === ErrorCode.FIRM_SUSPENDED;
  const close = () => void navigate(location.pathname, { replace: true, state: null });
  return (
    <Modal
      opened
      onClose={close}
      centered
      size="md"
      title={
        <Text fw={700} size="lg">
          {suspended ? businessMessages.firmSuspendedTitle : businessMessages.consoleClosedTitle}
        </Text>
      }
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon
            size={44}
            radius="xl"
            variant="light"
            color={suspended ? 'red' : 'orange'}
            style={{ flexShrink: 0 }}
          >
            <IconLock size={24} />
          </ThemeIcon>
          <Text data-testid="console-closed-message">{closed.message}</Text>
        </Group>
        {suspended ? (
          <Text size="sm" c="dimmed" data-testid="firm-suspended-help">
            {businessMessages.firmSuspendedAdvisorHelp}{' '}
            <Anchor component={Link} to={webRoutes.contact} size="sm">
              {businessMessages.contactUsLink}
            </Anchor>
          </Text>
        ) : (
          <RenewOffer app={closed.app} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {businessMessages.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
