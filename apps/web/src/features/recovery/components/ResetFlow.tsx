import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { appRoutes, messages, recoveryMessages, type AppType, type ResetStatus } from '@guru/shared';
import { OutcomeCard } from '../../../components/OutcomeCard';
import { useBranding } from '../../../lib/branding';
import { errorMessage } from '../../../lib/apiClient';
import type { LoginPageState } from '../../auth';
import { EmergencyKit } from '../../signup';
import { completeReset, fetchResetStatus } from '../api/recoveryApi';
import { freshVaultReset, keepVaultReset, staffReset } from '../lib/resetKeys';
import { NewPasswordStep } from './NewPasswordStep';
import { RecoveryCodeStep } from './RecoveryCodeStep';
import { ResetVerifyStep, endsReset } from './ResetVerifyStep';

type Step =
  | { kind: 'verify' }
  | { kind: 'recovery' }
  | { kind: 'password'; vault: 'keep' | 'fresh' | 'none' }
  | { kind: 'kit'; recoveryCode: string; createdAt: Date }
  | { kind: 'ended'; message: string };

function firstStep(status: ResetStatus): Step {
  if (!status.verified) return { kind: 'verify' };
  return status.kind === 'client' ? { kind: 'recovery' } : { kind: 'password', vault: 'none' };
}

/**
 * A reset opened from the e-mailed link (`?token=`; the page POSTs it): the second factor, then for a
 * client the recovery code (or a fresh vault after the warning) and the new master password with a new
 * Emergency Kit; for an advisor or the provider the new password. Then the sign-in page.
 */
export function ResetFlow({ app, token }: { app: AppType; token: string }) {
  const navigate = useNavigate();
  const firmName = useBranding().data?.name ?? messages.productName;
  const status = useQuery({
    queryKey: ['password-reset', app, token],
    queryFn: () => fetchResetStatus(app, token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [step, setStep] = useState<Step | null>(null);
  // The opened user key lives only in memory, only until the new login is sent.
  const userKey = useRef<Uint8Array | null>(null);

  const toSignIn = () => {
    const state: LoginPageState = { message: recoveryMessages.resetDone };
    navigate(appRoutes(app).login, { replace: true, state });
  };
  const ended = (message: string) => {
    userKey.current?.fill(0);
    userKey.current = null;
    setStep({ kind: 'ended', message });
  };

  if (status.isPending)
    return <OutcomeCard outcome="pending" title={recoveryMessages.forgotTitle} message="" />;
  const current =
    step ??
    (status.data ? firstStep(status.data) : { kind: 'ended' as const, message: errorMessage(status.error) });

  if (current.kind === 'ended' || !status.data) {
    const message = current.kind === 'ended' ? current.message : recoveryMessages.linkInvalid;
    return (
      <OutcomeCard outcome="error" title={recoveryMessages.forgotTitle} message={message}>
        <Button component={Link} to={appRoutes(app).resetPasswordEmail}>
          {recoveryMessages.askNewLink}
        </Button>
        <Anchor component={Link} to={appRoutes(app).login} size="sm">
          {recoveryMessages.backToSignIn}
        </Anchor>
      </OutcomeCard>
    );
  }
  const info = status.data;

  if (current.kind === 'verify') {
    return (
      <ResetVerifyStep
        app={app}
        token={token}
        status={info}
        onVerified={() =>
          setStep(info.kind === 'client' ? { kind: 'recovery' } : { kind: 'password', vault: 'none' })
        }
        onEnded={ended}
      />
    );
  }
  if (current.kind === 'recovery') {
    return (
      <RecoveryCodeStep
        app={app}
        token={token}
        onOpened={(key) => {
          userKey.current = key;
          setStep({ kind: 'password', vault: 'keep' });
        }}
        onStartOver={() => setStep({ kind: 'password', vault: 'fresh' })}
        onEnded={ended}
      />
    );
  }
  if (current.kind === 'kit') {
    const kit = {
      firmName,
      app: info.appType,
      username: info.username,
      email: info.email,
      recoveryCode: current.recoveryCode,
      createdAt: current.createdAt,
      origin: window.location.origin,
    };
    return (
      <Stack gap="md">
        <Alert color="indigo" variant="light" role="status">
          {recoveryMessages.newKitIntro}
        </Alert>
        <EmergencyKit kit={kit} onContinue={toSignIn} />
      </Stack>
    );
  }

  const submitPassword = async (password: string): Promise<string | null> => {
    try {
      // The salts of the user's names for the new password (ADR 0022), answered once the reset is verified.
      const salts = (await fetchResetStatus(app, token)).salts;
      if (!salts) return messages.internal;
      if (current.vault === 'none') {
        await completeReset(app, { token, ...(await staffReset(password, salts)) });
        toSignIn();
        return null;
      }
      const key = userKey.current;
      if (current.vault === 'keep' && !key) return messages.internal;
      const prepared =
        current.vault === 'keep' && key
          ? await keepVaultReset(password, key, salts)
          : await freshVaultReset(password, salts);
      await completeReset(app, { token, ...prepared.body });
      key?.fill(0);
      userKey.current = null;
      setStep({ kind: 'kit', recoveryCode: prepared.recoveryCode, createdAt: new Date() });
      return null;
    } catch (cause) {
      if (endsReset(cause)) {
        ended(errorMessage(cause));
        return null;
      }
      return errorMessage(cause);
    }
  };
  return <NewPasswordStep onSubmit={submitPassword} />;
}
