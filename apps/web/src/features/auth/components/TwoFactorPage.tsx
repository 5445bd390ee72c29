import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { appRoutes, limits, messages, type AppType } from '@guru/shared';
import { FullPageError, FullPageLoader } from '../../../components/FullPageStatus';
import { SmsCodeCard } from '../../../components/SmsCodeCard';
import { errorMessage } from '../../../lib/apiClient';
import { notifyCodeResent } from '../../../lib/notify';
import { resendSmsCode, sessionQueryKey, verifySmsCode } from '../api/authApi';
import { classifyCodeError } from '../codeErrors';
import { useEndSession } from '../hooks/useEndSession';
import { useFreshSession } from '../hooks/useFreshSession';
import { useCodeEntry } from '../hooks/useCodeEntry';

export interface TwoFactorPageState {
  phoneHint?: string;
}

/** The SMS step of the sign-in chain: six boxes, Sign In, Resend code. */
export function TwoFactorPage({ app }: { app: AppType }) {
  const routes = appRoutes(app);
  const location = useLocation();
  const fresh = useFreshSession(app);

  if (fresh.status === 'loading') return <FullPageLoader />;
  if (fresh.status === 'error')
    return <FullPageError message={errorMessage(fresh.error)} onRetry={fresh.retry} />;

  const { stage, mfa } = fresh.session;
  if (stage === 'none') return <Navigate to={routes.login} replace />;
  if (stage === 'pin' || stage === 'active') return <Navigate to={routes.verifyPin} replace />;
  // A person with a passkey who chose the texted code instead (ADR 0044) reaches this page too.
  const sms = mfa?.method === 'passkey' ? mfa.fallback : mfa;
  if (sms?.method !== 'sms') return <Navigate to={routes.login} replace />;

  const stateHint = (location.state as TwoFactorPageState | null)?.phoneHint;
  return <TwoFactorForm app={app} phoneHint={stateHint ?? sms.phoneHint} />;
}

function TwoFactorForm({ app, phoneHint }: { app: AppType; phoneHint: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const endSession = useEndSession(app);
  const entry = useCodeEntry(limits.twoFactorCodeLength, messages.input2faCode, async (code) => {
    try {
      await verifySmsCode(app, code);
      queryClient.removeQueries({ queryKey: sessionQueryKey(app) });
      navigate(appRoutes(app).verifyPin);
      return null;
    } catch (cause) {
      const failure = classifyCodeError(cause);
      if (failure.kind !== 'ended') return failure.message;
      endSession(failure.message);
      return null;
    }
  });
  const { codeInput, setError } = entry;

  const handleResend = async (): Promise<void> => {
    try {
      const result = await resendSmsCode(app);
      setError(null);
      notifyCodeResent(result.message);
      codeInput.current?.clear();
    } catch (cause) {
      const failure = classifyCodeError(cause);
      if (failure.kind === 'ended') endSession(failure.message);
      else setError(failure.message);
    }
  };

  return (
    <SmsCodeCard
      title={messages.twoFactorTitle}
      text={messages.enterSmsCode}
      phoneHint={phoneHint}
      entry={entry}
      submitLabel={messages.signInButton}
      resendLabel={messages.resendCode}
      onResend={handleResend}
    />
  );
}
