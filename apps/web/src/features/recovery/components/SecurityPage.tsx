import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShieldLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMessage, limits, messages, recoveryMessages, webRoutes } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { AuthenticatorCodeInput } from '../../../components/AuthenticatorCodeInput';
import { ProductLogo } from '../../../components/ProductLogo';
import { RecoveryCodesList } from '../../../components/RecoveryCodesList';
import { errorMessage } from '../../../lib/apiClient';
import { useCodeEntry, useSignedIn } from '../../auth';
import { PasskeysSection } from '../../passkeys';
import { fetchRecoveryCodesStatus, makeNewRecoveryCodes, recoveryCodesStatusKey } from '../api/recoveryApi';

/**
 * The console's Security page (advisor: /dashboard/user/security, provider: /admin/security): how many
 * authenticator recovery codes are left, and a new set after the current authenticator code; the provider's
 * passkeys.
 */
export function SecurityPage({ scope }: { scope: 'admin' | 'provider' }) {
  const { app, user } = useSignedIn();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: recoveryCodesStatusKey(app),
    queryFn: () => fetchRecoveryCodesStatus(app),
  });
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const entry = useCodeEntry(limits.twoFactorCodeLength, messages.input2faCode, async (code) => {
    try {
      setCodes((await makeNewRecoveryCodes(app, code)).codes);
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: recoveryCodesStatusKey(app) });
      return null;
    } catch (cause) {
      return errorMessage(cause);
    }
  });
  const home = scope === 'provider' ? webRoutes.providerHome : webRoutes.advisorHome;

  return (
    <SignedInLayout
      title={scope === 'provider' ? messages.providerConsoleTitle : messages.productName}
      {...(scope === 'provider' ? { logo: <ProductLogo height={36} /> } : {})}
    >
      <Stack gap="lg" maw={640}>
        <Anchor component={Link} to={home} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {messages.returnToDashboard}
          </Group>
        </Anchor>
        <Group gap="xs">
          <IconShieldLock size={28} aria-hidden />
          <Title order={1} size="h2">
            {recoveryMessages.securityTitle}
          </Title>
        </Group>
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby="recovery-codes-heading"
        >
          <Stack gap="md">
            <Title order={2} size="h4" id="recovery-codes-heading">
              {recoveryMessages.totpCodesTitle}
            </Title>
            {status.isPending && <Skeleton h={24} />}
            {status.isError && <Alert color="red">{errorMessage(status.error)}</Alert>}
            {status.data && (
              <Text data-testid="recovery-codes-remaining">
                {formatMessage(recoveryMessages.totpCodesRemaining, { count: status.data.remaining })}
              </Text>
            )}
            {codes && <RecoveryCodesList codes={codes} username={user.username} />}
            {!asking && (
              <Group>
                <Button variant={codes ? 'default' : 'filled'} onClick={() => setAsking(true)}>
                  {recoveryMessages.totpCodesNew}
                </Button>
              </Group>
            )}
            {asking && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void entry.handleSubmit();
                }}
              >
                <Stack gap="sm">
                  <Text size="sm">{recoveryMessages.totpCodesNewIntro}</Text>
                  <AuthenticatorCodeInput entry={entry} />
                  <Group>
                    <Button type="submit" loading={entry.busy}>
                      {recoveryMessages.totpCodesNew}
                    </Button>
                    <Button variant="default" onClick={() => setAsking(false)} disabled={entry.busy}>
                      {recoveryMessages.startOverCancel}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Stack>
        </Card>
        {/* The provider's passkeys live here; an advisor's are on the console's home page (ADR 0044). */}
        {scope === 'provider' ? <PasskeysSection app={app} holdsVault={false} /> : null}
      </Stack>
    </SignedInLayout>
  );
}
