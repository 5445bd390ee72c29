import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  appRoutes,
  emergencyMessages as m,
  formatMessage,
  limits,
  messages,
  type AppType,
  type EmergencyReleaseResponse,
} from '@guru/shared';
import { CodeInput } from '../../../components/CodeInput';
import { EntryCard } from '../../../components/EntryCard';
import { FormError, FormNotice } from '../../../components/FormError';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { errorMessage } from '../../../lib/apiClient';
import { useBranding } from '../../../lib/branding';
import { formatDateTimeUs } from '../../../lib/format';
import { EmergencyKit, passwordError, pinError, pinInput } from '../../signup';
import { requestAccess, takeOver, verifyAccess } from '../api/emergencyApi';
import { prepareTakeover, proofOfKitCode } from '../lib/takeover';

type Step =
  | { kind: 'kit'; notice: string | null }
  | { kind: 'sms'; phoneHint: string; proof: string }
  | { kind: 'newLogin'; release: EmergencyReleaseResponse }
  | { kind: 'emergencyKit'; username: string; email: string; recoveryCode: string }
  | { kind: 'done'; username: string };

/** Step 1: the kit code (C stays here; only its one-way proof is sent with the kit's id). */
function KitCodeStep({
  app,
  kitId,
  notice,
  onCodeSent,
}: {
  app: AppType;
  kitId: string;
  notice: string | null;
  onCodeSent: (kitCode: string, proof: string, phoneHint: string) => void;
}) {
  const [message, setMessage] = useState<string | null>(notice);
  const form = useForm({
    initialValues: { kitCode: '' },
    validate: { kitCode: (v) => (v.trim() === '' ? m.kitCodeInvalid : null) },
  });
  const ask = useMutation({
    mutationFn: async (kitCode: string) => {
      const proof = await proofOfKitCode(kitCode);
      if (!proof) throw new Error(m.kitCodeInvalid);
      return { kitCode, proof, answer: await requestAccess(app, { kitId, kitProof: proof }) };
    },
    onSuccess: ({ kitCode, proof, answer }) => {
      if (answer.status === 'codeSent') onCodeSent(kitCode, proof, answer.phoneHint);
      else if (answer.status === 'waiting')
        setMessage(formatMessage(m.accessWaiting, { date: formatDateTimeUs(answer.availableAt) }));
      else setMessage(m.accessRefused);
    },
  });
  const error = ask.error
    ? ask.error.message === m.kitCodeInvalid
      ? m.kitCodeInvalid
      : errorMessage(ask.error)
    : null;
  return (
    <form onSubmit={form.onSubmit((v) => ask.mutate(v.kitCode))} noValidate>
      <Stack gap="md">
        <TextInput
          label={m.accessCode}
          required
          autoComplete="off"
          autoFocus
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XX"
          {...form.getInputProps('kitCode')}
        />
        <FormNotice message={message} />
        <FormError message={error} />
        <Button type="submit" loading={ask.isPending}>
          {m.accessSubmit}
        </Button>
      </Stack>
    </form>
  );
}

/** Step 2: the code texted to the contact's own phone releases the server's share. */
function SmsStep({
  app,
  kitId,
  proof,
  phoneHint,
  onReleased,
}: {
  app: AppType;
  kitId: string;
  proof: string;
  phoneHint: string;
  onReleased: (r: EmergencyReleaseResponse) => void;
}) {
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: (value: string) => verifyAccess(app, { kitId, kitProof: proof, code: value }),
    onSuccess: onReleased,
  });
  const resend = useMutation({ mutationFn: () => requestAccess(app, { kitId, kitProof: proof }) });
  const error = verify.error ? errorMessage(verify.error) : resend.error ? errorMessage(resend.error) : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === limits.twoFactorCodeLength) verify.mutate(code);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{formatMessage(m.accessCodeSent, { phone: phoneHint })}</Text>
        <CodeInput
          length={limits.twoFactorCodeLength}
          label={m.accessVerifyCode}
          autoFocus
          disabled={verify.isPending}
          invalid={verify.isError}
          onChange={setCode}
        />
        <FormError message={error} />
        <Button
          type="submit"
          loading={verify.isPending}
          disabled={code.length !== limits.twoFactorCodeLength}
        >
          {m.accessVerify}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {m.accessResend}
        </Anchor>
      </Stack>
    </form>
  );
}

/** Step 3: the contact's new master password and PIN; the vault is kept (the user key is re-wrapped here). */
function NewLoginStep({
  app,
  kitCode,
  release,
  onDone,
}: {
  app: AppType;
  kitCode: string;
  release: EmergencyReleaseResponse;
  onDone: (r: { username: string; email: string; recoveryCode: string }) => void;
}) {
  const form = useForm({
    initialValues: { password: '', confirm: '', pin: '', pinConfirm: '' },
    validate: {
      password: (v) => passwordError(v) ?? null,
      confirm: (v, values) => (v !== values.password ? messages.signupPasswordMismatch : null),
      pin: (v) => pinError(v) ?? null,
      pinConfirm: (v, values) => (v !== values.pin ? messages.signupPinMismatch : null),
    },
  });
  const submit = useMutation({
    mutationFn: async (values: { password: string; pin: string }) => {
      const { body, recoveryCode } = await prepareTakeover(kitCode, release, values.password, values.pin);
      const taken = await takeOver(app, body);
      return { ...taken, recoveryCode };
    },
    onSuccess: onDone,
  });
  return (
    <form onSubmit={form.onSubmit((v) => submit.mutate({ password: v.password, pin: v.pin }))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{formatMessage(m.accessNewPasswordIntro, { username: release.username })}</Text>
        <PasswordInput
          label={m.accessPassword}
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordStrength password={form.values.password} />
        <PasswordInput
          label={m.accessPasswordConfirm}
          required
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <PasswordInput
          label={m.accessPin}
          required
          inputMode="numeric"
          maxLength={limits.pinLength}
          autoComplete="off"
          {...form.getInputProps('pin')}
          onChange={(e) => form.setFieldValue('pin', pinInput(e.currentTarget.value))}
        />
        <PasswordInput
          label={m.accessPinConfirm}
          required
          inputMode="numeric"
          maxLength={limits.pinLength}
          autoComplete="off"
          {...form.getInputProps('pinConfirm')}
          onChange={(e) => form.setFieldValue('pinConfirm', pinInput(e.currentTarget.value))}
        />
        <FormError message={submit.error ? errorMessage(submit.error) : null} />
        <Button type="submit" loading={submit.isPending} mt="xs">
          {m.accessTakeOver}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The emergency contact's page, opened from the kit's link (`?kit=`), without a session (ADR 0021): the kit
 * code, the request and its waiting period, the SMS code to the contact's phone, the new master password and
 * PIN, and the new Emergency Kit; then the contact signs in with the account's username.
 */
export function EmergencyAccessPage({ app }: { app: AppType }) {
  const kitId = useSearchParams()[0].get('kit') ?? '';
  const branding = useBranding();
  const [kitCode, setKitCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'kit', notice: null });

  if (step.kind === 'emergencyKit') {
    return (
      <EmergencyKit
        kit={{
          firmName: branding.data?.name ?? '',
          app,
          username: step.username,
          email: step.email,
          recoveryCode: step.recoveryCode,
          createdAt: new Date(),
          origin: window.location.origin,
        }}
        onContinue={() => setStep({ kind: 'done', username: step.username })}
      />
    );
  }

  return (
    <EntryCard title={m.accessTitle} description={step.kind === 'kit' ? m.accessIntro : undefined}>
      {kitId === '' ? (
        <FormError message={m.accessNoKit} />
      ) : step.kind === 'kit' ? (
        <KitCodeStep
          app={app}
          kitId={kitId}
          notice={step.notice}
          onCodeSent={(code, proof, phoneHint) => {
            setKitCode(code);
            setStep({ kind: 'sms', proof, phoneHint });
          }}
        />
      ) : step.kind === 'sms' ? (
        <SmsStep
          app={app}
          kitId={kitId}
          proof={step.proof}
          phoneHint={step.phoneHint}
          onReleased={(release) => setStep({ kind: 'newLogin', release })}
        />
      ) : step.kind === 'newLogin' ? (
        <NewLoginStep
          app={app}
          kitCode={kitCode}
          release={step.release}
          onDone={(r) => setStep({ kind: 'emergencyKit', ...r })}
        />
      ) : (
        <Stack gap="md">
          <FormNotice message={formatMessage(m.accessDone, { username: step.username })} />
          <Button component={Link} to={appRoutes(app).login}>
            {m.accessSignIn}
          </Button>
        </Stack>
      )}
    </EntryCard>
  );
}
