import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import {
  PlanId,
  appDisplayName,
  businessMessages,
  formatMessage,
  formatPlanPrice,
  isPlanId,
  planById,
  subscriptionLimits,
  type AppType,
} from '@guru/shared';

/** "Password Guru and Documents Guru" (or one name). */
export function appNames(apps: readonly AppType[]): string {
  const names = apps.map(appDisplayName);
  if (names.length < 2) return names.join('');
  return formatMessage(businessMessages.appsAnd, {
    first: names.slice(0, -1).join(', '),
    second: names.at(-1) ?? '',
  });
}

/**
 * The plan of a new firm: a free trial of All in One (every app), as the server starts it; the plan
 * picked on the pricing page (`?plan=`) is recalled for the choice to make before the trial ends.
 */
export function TrialPlanCard({ chosenPlan }: { chosenPlan: string | null }) {
  const trial = planById(PlanId.allInOne);
  const chosen =
    chosenPlan !== null && isPlanId(chosenPlan) && planById(chosenPlan).apps.length > 0
      ? planById(chosenPlan)
      : null;
  return (
    <Paper withBorder radius="md" p="md" bg="indigo.0" data-testid="trial-plan">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconGift size={20} color="var(--mantine-color-indigo-7)" aria-hidden />
          <Text fw={700}>
            {formatMessage(businessMessages.trialPlanTitle, {
              days: subscriptionLimits.trialDays,
              plan: trial.name,
            })}
          </Text>
          <Badge variant="light" ml="auto">
            {businessMessages.trialBadge}
          </Badge>
        </Group>
        <Text size="sm">{formatMessage(businessMessages.trialPlanText, { apps: appNames(trial.apps) })}</Text>
        {chosen && (
          <Text size="sm" c="dimmed">
            {formatMessage(businessMessages.chosenPlanText, {
              plan: chosen.name,
              price: formatPlanPrice(chosen),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
