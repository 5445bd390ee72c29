import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorCode, appRoutes, limits, messages, pinResetMessages, type AppType } from '@guru/shared';
import { SmsCodeCard } from '../../../components/SmsCodeCard';
import { errorMessage, isApiError, isSessionErrorCode } from '../../../lib/apiClient';
import { notifyCodeResent, notifyOops } from '../../../lib/notify';
import { useCodeEntry } from '../../auth';
import { resendResetCode, verifyResetCode } from '../api/pinResetApi';
import { readResetPinState, type ResetPinState } from '../lib/newPin';

/** The reset is over (too many codes, a used or expired link, no session): the code cannot help any more. */
function endsReset(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === ErrorCode.CODE_ATTEMPTS_EXCEEDED ||
    error.code === ErrorCode.LINK_INVALID ||
    error.code === ErrorCode.ACCOUNT_LOCKED ||
    isSessionErrorCode(error.code)
  );
}

/** /…/reset-pin-code-verify-2fa: six boxes and Verify; the right code makes the new PIN count. */
export function ResetPinVerifyPage({ app }: { app: AppType }) {
  const navigate = useNavigate();
  const state = readResetPinState(useLocation().state);
  const link = state.link ?? null;
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
  const { codeInput, setError } = entry;

  const resend = async (): Promise<void> => {
    try {
      const sent = await resendResetCode(app, link);
      setHint(sent.phoneHint);
      setError(null);
      codeInput.current?.clear();
      notifyCodeResent(pinResetMessages.codeResent);
    } catch (cause) {
      if (endsReset(cause)) leave(errorMessage(cause));
      else setError(errorMessage(cause));
    }
  };

  return (
    <SmsCodeCard
      title={pinResetMessages.verifyTitle}
      text={pinResetMessages.verifyText}
      phoneHint={hint}
      entry={entry}
      submitLabel={pinResetMessages.verifyButton}
      resendLabel={pinResetMessages.resend}
      onResend={resend}
    />
  );
}
