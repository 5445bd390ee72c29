import {
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { AppType, appRoutes, messages, passkeysMessages, type MfaChallenge } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { FormError, FormNotice } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { logout, readSessionStage } from '../api/signInApi';
import { useSignIn } from '../hooks/useSignIn';
import { usePasskeyAutofill } from '../hooks/usePasskeyAutofill';
import type { LoginPageState } from '../hooks/useEndSession';
import type { TwoFactorPageState } from './TwoFactorPage';
import type { TotpChallenge } from './MultiFactorModal';

// The passkey step and the passkey sign-in (WebAuthn code) are loaded only when used (ADR 0026, 0044).
const PasskeyStepModal = lazy(() => import('../../passkeys').then((m) => ({ default: m.PasskeyStepModal })));
type PasskeyChallenge = Extract<MfaChallenge, { method: 'passkey' }>;

// The authenticator step (a modal, with the QR code at enrolment) is loaded only when a sign-in reaches it.
const MultiFactorModal = lazy(() =>
  import('./MultiFactorModal').then((m) => ({ default: m.MultiFactorModal })),
);

interface LoginFormValues {
  username: string;
  password: string;
}

function isTotp(mfa: MfaChallenge): mfa is TotpChallenge {
  return mfa.method === 'totp';
}

/** Sign-in form of one app (the specification's login screen): username/e-mail and master password. */
export function LoginPage({ app }: { app: AppType }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn(app);
  const routes = appRoutes(app);
  const loginState = location.state as LoginPageState | null;
  // The page's history entry (a reload keeps it) may carry a notice: it is shown once the app has taken the page
  // over, as the prerendered page has none. A first render unlike the server's HTML would make React draw the form
  // anew, and drop what was typed in it before the app ran.
  const [notice, setNotice] = useState<string | null>(null);
  const stateMessage = loginState?.message ?? null;
  useEffect(() => setNotice(stateMessage), [stateMessage]);
  const prefilledUsername = loginState?.username ?? '';

  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [totp, setTotp] = useState<TotpChallenge | null>(null);
  const [passkeyStep, setPasskeyStep] = useState<PasskeyChallenge | null>(null);
  // The address's passkeys offered in the username field's autofill, where the browser can (ADR 0044).
  const autofill = usePasskeyAutofill(app, () => navigate(routes.verifyPin), setError);

  // Two fields and two rules: plain state (the first page does without a form library).
  const [values, setValues] = useState<LoginFormValues>({ username: prefilledUsername, password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof LoginFormValues, string>>>({});
  const setField = (field: keyof LoginFormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };
  // On the prerendered page, text typed before the app ran is in the fields (hydration keeps it) but not in this
  // state: it is taken up at once, before a render of the fields could put the state's empty value back.
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const username = usernameField.current?.value ?? '';
    const password = passwordField.current?.value ?? '';
    if (username === '' && password === '') return;
    setValues((current) => ({
      username: username || current.username,
      password: password || current.password,
    }));
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = {
      username: values.username.trim() === '' ? messages.userNameRequired : undefined,
      password: values.password === '' ? messages.passwordRequired : undefined,
    };
    setFieldErrors(errors);
    if (!errors.username && !errors.password) void handleSubmit(values);
  };

  // A reload during the authenticator step keeps the session at that step: show the modal again
  // (with the QR code while not yet enrolled) instead of asking for the password anew.
  useEffect(() => {
    let current = true;
    readSessionStage(app)
      .then((session) => {
        if (current && session.stage === 'second_factor' && session.mfa && isTotp(session.mfa))
          setTotp(session.mfa);
        if (current && session.stage === 'second_factor' && session.mfa?.method === 'passkey')
          setPasskeyStep(session.mfa);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [app]);

  const handleSubmit = async (values: LoginFormValues): Promise<void> => {
    setBusy(true);
    setError(null);
    autofill.pause();
    try {
      const response = await signIn(values.username.trim(), values.password);
      setValues((current) => ({ ...current, password: '' }));
      if (response.mfa.method === 'passkey') {
        setPasskeyStep(response.mfa);
      } else if (isTotp(response.mfa)) {
        setTotp(response.mfa);
      } else {
        const state: TwoFactorPageState = { phoneHint: response.mfa.phoneHint };
        navigate(routes.verify2fa, { state });
      }
    } catch (cause) {
      setError(errorMessage(cause));
      autofill.resume();
    } finally {
      setBusy(false);
    }
  };

  const signInWithPasskey = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const { signInWithPasskeyAlone } = await import('../../passkeys/signIn.entry');
      await signInWithPasskeyAlone(app);
      navigate(routes.verifyPin);
    } catch (cause) {
      setError(errorMessage(cause));
      // The button's request ended the autofill's: offer the passkeys there again.
      autofill.resume();
    } finally {
      setBusy(false);
    }
  };

  /** The code instead of the passkey: an SMS is sent only now; an authenticator code is typed in its modal. */
  const chooseCode = async (fallback: NonNullable<PasskeyChallenge['fallback']>): Promise<void> => {
    setPasskeyStep(null);
    if (fallback.method === 'totp') {
      setTotp(fallback);
      return;
    }
    try {
      const { resendSmsCode } = await import('../api/authApi');
      await resendSmsCode(app);
      const state: TwoFactorPageState = { phoneHint: fallback.phoneHint };
      navigate(routes.verify2fa, { state });
    } catch (cause) {
      setError(errorMessage(cause));
    }
  };

  const title = app === AppType.documents ? messages.signInDocumentsApp : messages.signInPasswordApp;

  return (
    <EntryCard title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormNotice message={error ? null : notice} />
          <TextInput
            ref={usernameField}
            label={messages.usernameLabel}
            autoComplete="username webauthn"
            autoFocus={prefilledUsername === ''}
            disabled={busy}
            value={values.username}
            onChange={setField('username')}
            error={fieldErrors.username}
          />
          <PasswordInput
            ref={passwordField}
            label={messages.passwordLabel}
            autoComplete="current-password"
            autoFocus={prefilledUsername !== ''}
            disabled={busy}
            visibilityToggleButtonProps={{ 'aria-label': messages.toggleVisibility }}
            value={values.password}
            onChange={setField('password')}
            error={fieldErrors.password}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={routes.resetPasswordEmail} size="sm">
              {messages.forgotPassword}
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth size="md">
            {messages.signInButton}
          </Button>
          <Button
            variant="default"
            fullWidth
            size="md"
            disabled={busy}
            onClick={() => void signInWithPasskey()}
          >
            {passkeysMessages.passkeySignIn}
          </Button>
          <FormError message={error} />
          <Anchor component={Link} to={routes.requestAccount} ta="center" size="sm">
            {app === AppType.password ? messages.requestTitlePassword : messages.requestDocumentsAccount}
          </Anchor>
        </Stack>
      </form>
      {passkeyStep && (
        <Suspense fallback={null}>
          <PasskeyStepModal
            app={app}
            onPassed={() => {
              setPasskeyStep(null);
              navigate(routes.verifyPin);
            }}
            onUseCode={
              passkeyStep.fallback
                ? () => void chooseCode(passkeyStep.fallback as NonNullable<PasskeyChallenge['fallback']>)
                : null
            }
            onClose={() => {
              setPasskeyStep(null);
              void logout(app).catch(() => undefined);
              autofill.resume();
            }}
          />
        </Suspense>
      )}
      {totp && (
        <Suspense fallback={null}>
          <MultiFactorModal
            app={app}
            challenge={totp}
            onVerified={() => {
              setTotp(null);
              navigate(routes.verifyPin);
            }}
            onSessionEnded={(message) => {
              setTotp(null);
              setError(message);
            }}
            onCancel={() => {
              setTotp(null);
              void logout(app).catch(() => undefined);
            }}
          />
        </Suspense>
      )}
    </EntryCard>
  );
}
