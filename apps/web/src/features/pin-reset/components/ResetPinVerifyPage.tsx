import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { ErrorCode, appRoutes, limits, messages, pinResetMessages, type AppType } from '@guru/shared';
import { CodeInput } from '../../../components/CodeInput';
import { EntryCard } from '../../../components/EntryCard';
import { FormError } from '../../../components/FormError';
import { errorMessage, isApiError, isSessionErrorCode } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useCodeEntry } from '../../auth';
import { resendResetCode, verifyResetCode } from '../api/pinResetApi';
import { readResetPinState, type ResetPinState } from '../lib/newPin';

/** The reset is over (too many codes, a used or expired link, no session): the code cannot help any more. */
function endsReset(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === ErrorCode.CODE_ATTEMPTS_EXCEEDED || error.code === ErrorCode.LINK_INVALID || error.code === ErrorCode.ACCOUNT_LOCKED || isSessionErrorCode(error.code);
}

/** /…/reset-pin-code-verify-2fa: six boxes and Verify; the right code makes the new PIN count. */
export function ResetPinVerifyPage({ app }: { app: AppType }) {
  const navigate = useNavigate();
  const state = readResetPinState(useLocation().state);
  const link = state.link ?? null;
  const [resending, setResending] = useState(false);
  const [hint, setHint] = useState(state.phoneHint ?? '');

  const leave = (message: string) => {
    notifyOops(message);
    navigate(link ? appRoutes(app).resetPin : appRoutes(app).verifyPin, { replace: true });
  };
  const entry = useCodeEntry(limits.twoFactorCodeLength, messages.input2faCode, async (code) => {
    try {
      await verifyResetCode(app, code, link);
      const done: ResetPinState = link ? { link: { token: '', email: link.email } } : {};
      navigate(appRoutes(app).resetPinDone, { replace: true, state: done });
      return null;
    } catch (cause) {
      if (!endsReset(cause)) return errorMessage(cause);
      leave(errorMessage(cause));
      return null;
    }
  });
  const { codeInput, error, setError, busy, handleSubmit } = entry;

  const resend = async (): Promise<void> => {
    setResending(true);
    try {
      const sent = await resendResetCode(app, link);
      setHint(sent.phoneHint);
      setError(null);
      codeInput.current?.clear();
      notifySuccess(pinResetMessages.codeResent);
    } catch (cause) {
      if (endsReset(cause)) leave(errorMessage(cause));
      else setError(errorMessage(cause));
    } finally {
      setResending(false);
    }
  };

  return (
    <EntryCard
      title={pinResetMessages.verifyTitle}
      description={
        <>
          {pinResetMessages.verifyText}
          {hint !== '' && (
            <Text span display="block" mt={4} size="sm" c="dimmed">
              {messages.codeSentTo} <b>{hint}</b>
            </Text>
          )}
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          <CodeInput ref={codeInput} length={limits.twoFactorCodeLength} autoFocus disabled={busy} invalid={error !== null} onChange={entry.onCodeChange} />
          <FormError message={error} />
          <Button type="submit" loading={busy} fullWidth size="md">
            {pinResetMessages.verifyButton}
          </Button>
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={resending}>
              {pinResetMessages.resend}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </EntryCard>
  );
}
