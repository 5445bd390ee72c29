import { useState } from 'react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import {
  ErrorCode,
  formatMessage,
  limits,
  messages,
  recoveryMessages,
  type AppType,
  type ResetStatus,
} from '@guru/shared';
import { CodeInput } from '../../../components/CodeInput';
import { EntryCard } from '../../../components/EntryCard';
import { FormError } from '../../../components/FormError';
import { TypedCodeForm } from '../../../components/TypedCodeForm';
import { useCodeEntry } from '../../auth';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { sendResetCode, verifyResetCode } from '../api/recoveryApi';

export interface ResetVerifyStepProps {
  app: AppType;
  token: string;
  status: ResetStatus;
  onVerified: () => void;
  /** The reset ended (too many wrong codes, the link expired): the page shows the message. */
  onEnded: (message: string) => void;
}

/** Answers that end the reset rather than ask again. */
export function endsReset(cause: unknown): boolean {
  return isApiError(cause, ErrorCode.CODE_ATTEMPTS_EXCEEDED) || isApiError(cause, ErrorCode.LINK_INVALID);
}

/** The second factor of a reset: an SMS code for a client, the authenticator or a recovery code for staff. */
export function ResetVerifyStep(props: ResetVerifyStepProps) {
  return props.status.method === 'sms' ? <SmsStep {...props} /> : <StaffStep {...props} />;
}

function SmsStep({ app, token, status, onVerified, onEnded }: ResetVerifyStepProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const entry = useCodeEntry(limits.twoFactorCodeLength, messages.input2faCode, async (code) => {
    try {
      await verifyResetCode(app, token, code);
      onVerified();
      return null;
    } catch (cause) {
      if (!endsReset(cause)) return errorMessage(cause);
      onEnded(errorMessage(cause));
      return null;
    }
  });

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      setSentTo((await sendResetCode(app, token)).phoneHint);
      entry.codeInput.current?.clear();
    } catch (cause) {
      if (endsReset(cause)) onEnded(errorMessage(cause));
      else setSendError(errorMessage(cause));
    } finally {
      setSending(false);
    }
  };

  if (sentTo === null) {
    return (
      <EntryCard
        title={recoveryMessages.codeTitle}
        description={formatMessage(recoveryMessages.smsIntro, { phone: status.phoneHint ?? '' })}
      >
        <Stack gap="md">
          <Button onClick={() => void send()} loading={sending} fullWidth size="md">
            {recoveryMessages.sendCode}
          </Button>
          <FormError message={sendError} />
        </Stack>
      </EntryCard>
    );
  }

  return (
    <EntryCard
      title={recoveryMessages.codeTitle}
      description={formatMessage(recoveryMessages.codeSent, { phone: sentTo })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void entry.handleSubmit();
        }}
      >
        <Stack gap="md">
          <CodeInput
            ref={entry.codeInput}
            length={limits.twoFactorCodeLength}
            label={recoveryMessages.codeLabel}
            autoFocus
            disabled={entry.busy}
            invalid={entry.error !== null}
            onChange={entry.onCodeChange}
          />
          <FormError message={entry.error ?? sendError} />
          <Button type="submit" loading={entry.busy} fullWidth size="md">
            {recoveryMessages.verify}
          </Button>
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={() => void send()} disabled={sending}>
              {recoveryMessages.resendCode}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </EntryCard>
  );
}

function StaffStep({ app, token, onVerified, onEnded }: ResetVerifyStepProps) {
  return (
    <EntryCard title={recoveryMessages.codeTitle} description={recoveryMessages.totpIntro}>
      <TypedCodeForm
        label={recoveryMessages.totpLabel}
        submitLabel={recoveryMessages.verify}
        autoComplete="one-time-code"
        buttonSize="md"
        onSubmit={async (code) => {
          await verifyResetCode(app, token, code);
          onVerified();
        }}
        onFailure={(cause) => {
          if (!endsReset(cause)) return errorMessage(cause);
          onEnded(errorMessage(cause));
          return null;
        }}
      />
    </EntryCard>
  );
}
