import { useState } from 'react';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconBan, IconCalendarPlus, IconPlayerPlay, IconX } from '@tabler/icons-react';
import {
  businessMessages,
  isPlanId,
  planById,
  subscriptionMessages,
  type ProviderFirmDetail,
  type Subscription,
} from '@guru/shared';
import { formatDateUs } from '../../../lib/format';
import { SubscriptionSummary } from '../../advisor';
import type { FirmMutations } from '../hooks/useFirmMutations';
import { firmActions, type FirmActionKind } from '../lib/firmActions';
import { StatusBadge } from './StatusBadge';
import { SubscriptionActionModals } from './SubscriptionActionModals';

const actionLooks: Record<
  FirmActionKind,
  { label: string; icon: typeof IconPlayerPlay; color?: string; variant: string }
> = {
  activate: { label: businessMessages.activate, icon: IconPlayerPlay, variant: 'filled' },
  extend: { label: businessMessages.extend, icon: IconCalendarPlus, variant: 'light' },
  suspend: { label: businessMessages.suspend, icon: IconBan, color: 'red', variant: 'light' },
  cancel: { label: businessMessages.cancelSubscription, icon: IconX, color: 'gray', variant: 'default' },
};

/** Where a subscription term came from: the provider, Stripe, or the firm's own sign-up. */
const subscriptionSourceText: Record<Subscription['source'], string> = {
  manual: businessMessages.sourceManual,
  stripe: businessMessages.sourceStripe,
  signup: businessMessages.sourceSignup,
};

/** The firm's current subscription, what the provider may do to it, and its history. */
export function FirmSubscriptionCard({
  detail,
  mutations,
}: {
  detail: ProviderFirmDetail;
  mutations: FirmMutations;
}) {
  const [open, setOpen] = useState<FirmActionKind | null>(null);
  const current = detail.subscriptions[0] ?? null;
  const planId = current && isPlanId(current.plan.id) ? current.plan.id : null;
  const apps = planId && current?.status !== 'suspended' ? planById(planId).apps : [];

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={businessMessages.subscriptionTitle}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {businessMessages.subscriptionTitle}
          </Title>
          <Group gap="xs">
            {firmActions(current?.status ?? null).map((kind) => {
              const look = actionLooks[kind];
              return (
                <Button
                  key={kind}
                  size="xs"
                  color={look.color}
                  variant={look.variant}
                  leftSection={<look.icon size={14} />}
                  onClick={() => setOpen(kind)}
                >
                  {look.label}
                </Button>
              );
            })}
          </Group>
        </Group>
        {current ? (
          <SubscriptionSummary
            subscription={current}
            apps={apps}
            now={new Date()}
            appsLabel={businessMessages.firmAppsLabel}
          />
        ) : (
          <Text c="dimmed">{subscriptionMessages.noSubscription}</Text>
        )}
        {detail.subscriptions.length > 0 && (
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {businessMessages.subscriptionHistory}
            </Text>
            <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
              <Table verticalSpacing={6} fz="sm" aria-label={businessMessages.subscriptionHistory}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{businessMessages.planLabel}</Table.Th>
                    <Table.Th>{businessMessages.statusLabel}</Table.Th>
                    <Table.Th>{businessMessages.startColumn}</Table.Th>
                    <Table.Th>{businessMessages.firmColumnPeriodEnd}</Table.Th>
                    <Table.Th>{businessMessages.sourceColumn}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.subscriptions.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>{s.plan.name}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={s.status} />
                      </Table.Td>
                      <Table.Td>{formatDateUs(s.start)}</Table.Td>
                      <Table.Td>{formatDateUs(s.currentPeriodEnd)}</Table.Td>
                      <Table.Td>{subscriptionSourceText[s.source]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </Stack>
      <SubscriptionActionModals
        open={open}
        firmName={detail.firm.name}
        currentPlan={planId}
        currentPeriodEnd={current?.currentPeriodEnd ?? null}
        mutations={mutations}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
