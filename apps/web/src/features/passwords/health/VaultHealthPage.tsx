import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { AppType, appDisplayName, formatMessage, messages, vaultMessages } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { useSignedIn } from '../../auth';
import { passwordsErrorMessage } from '../lib/notify';
import { passwordsDashboardPath, viewPasswordDetailUrl } from '../lib/passwordsRoutes';
import { vaultKeyRing } from '../lib/vaultCrypto';
import { checkVaultHealth, type HealthEntry, type VaultHealthResult } from './loadVaultHealth';

/** /password-management/vault-health: weak, reused, old and exposed passwords, found in this browser. */
export function VaultHealthPage() {
  const { user } = useSignedIn();
  if (user.scope !== 'client') return <Navigate to={passwordsDashboardPath} replace />;
  return (
    <SignedInLayout title={appDisplayName(AppType.password)}>
      <Stack gap="md" maw={960} mx="auto">
        <Anchor component={Link} to={passwordsDashboardPath} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {messages.passwordsBackToDashboard}
          </Group>
        </Anchor>
        <Title order={1} size="h3">
          {vaultMessages.healthTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {vaultMessages.healthIntro}
        </Text>
        <HealthContent userId={user.id} />
      </Stack>
    </SignedInLayout>
  );
}

type State =
  { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; result: VaultHealthResult };

function HealthContent({ userId }: { userId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    checkVaultHealth(
      vaultKeyRing(userId),
      (exposed, failed) => {
        if (controller.signal.aborted) return;
        setState((previous) =>
          previous.kind === 'ready'
            ? { kind: 'ready', result: { ...previous.result, exposed, breachFailed: failed } }
            : previous,
        );
      },
      controller.signal,
    ).then(
      (result) => {
        if (!controller.signal.aborted)
          setState((previous) =>
            previous.kind === 'ready' && previous.result.exposed !== null
              ? previous
              : { kind: 'ready', result },
          );
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [userId]);

  if (state.kind === 'loading')
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm">{vaultMessages.healthChecking}</Text>
        </Stack>
      </Center>
    );
  if (state.kind === 'failed')
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={vaultMessages.healthFailed}>
        {passwordsErrorMessage(state.error)}
      </Alert>
    );
  const { result } = state;
  const named = (ids: readonly string[]) =>
    ids.map((id) => result.entries.get(id)).filter((entry): entry is HealthEntry => entry !== undefined);
  return (
    <>
      {result.breachFailed && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {vaultMessages.healthBreachUnavailable}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <HealthCard testId="health-weak" title={vaultMessages.healthWeak} entries={named(result.weak)} />
        <HealthCard
          testId="health-reused"
          title={vaultMessages.healthReused}
          entries={named(result.reused.flat())}
        />
        <HealthCard testId="health-old" title={vaultMessages.healthOld} entries={named(result.old)} />
        <HealthCard
          testId="health-exposed"
          title={vaultMessages.healthExposed}
          entries={result.exposed === null ? null : named(result.exposed)}
          pending={result.exposed === null && !result.breachFailed}
        />
      </SimpleGrid>
    </>
  );
}

function HealthCard(props: {
  testId: string;
  title: string;
  entries: HealthEntry[] | null;
  pending?: boolean;
}) {
  const { entries } = props;
  const count = entries?.length ?? 0;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={props.testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={650}>{props.title}</Text>
        {props.pending ? (
          <Loader size="xs" />
        ) : (
          <Badge size="lg" color={count === 0 ? 'teal' : 'red'} variant="light" data-testid="health-count">
            {entries === null ? '–' : count}
          </Badge>
        )}
      </Group>
      {entries !== null && count === 0 && (
        <Text size="sm" c="dimmed">
          {vaultMessages.healthNone}
        </Text>
      )}
      <Stack gap={4}>
        {entries?.map((entry) => (
          <Anchor
            key={entry.id}
            component={Link}
            to={viewPasswordDetailUrl(entry.id)}
            size="sm"
            aria-label={formatMessage(vaultMessages.healthOpenEntry, { name: entry.name })}
          >
            {entry.name}
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}
