import { useState } from 'react';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, appRoutes, pinResetMessages, type AppType } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { FormError, FormNotice } from '../../../components/FormError';
import { FullPageError, FullPageLoader } from '../../../components/FullPageStatus';
import { useAddressToken } from '../../../lib/addressToken';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { useFreshSession } from '../../auth';
import { requestResetLink, startResetByLink, startResetByPhone, type ResetLink } from '../api/pinResetApi';
import type { ResetPinState } from '../lib/newPin';
import { NewPinForm } from './NewPinForm';

/**
 * /…/reset-pin-code: with the e-mailed link's token and email, the new PIN for that link; else,
 * for a session waiting for its PIN (Forgot PIN code), the new PIN by phone; else a form that
 * e-mails the link.
 */
export function ResetPinPage({ app }: { app: AppType }) {
  const [params] = useSearchParams();
  // The link's token leaves the address bar on load (kept in memory); the e-mail stays, as the seed has it.
  const token = useAddressToken('token');
  const email = params.get('email');
  if (token && email) return <LinkReset app={app} link={{ token, email }} />;
  return <PhoneOrLink app={app} />;
}

function PhoneOrLink({ app }: { app: AppType }) {
  const fresh = useFreshSession(app);
  if (fresh.status === 'loading') return <FullPageLoader />;
  if (fresh.status === 'error')
    return <FullPageError message={errorMessage(fresh.error)} onRetry={fresh.retry} />;
  const { stage, user } = fresh.session;
  if ((stage === 'pin' || stage === 'active') && user?.scope === 'client') return <PhoneReset app={app} />;
  return <RequestLink app={app} />;
}

function PhoneReset({ app }: { app: AppType }) {
  const navigate = useNavigate();
  return (
    <EntryCard title={pinResetMessages.title} description={pinResetMessages.intro}>
      <NewPinForm
        onSubmit={async (pin) => {
          try {
            const started = await startResetByPhone(app, pin);
            const state: ResetPinState = { phoneHint: started.phoneHint };
            navigate(appRoutes(app).resetPinVerify2fa, { state });
            return null;
          } catch (cause) {
            return errorMessage(cause);
          }
        }}
      />
      <BackToSignIn app={app} to={appRoutes(app).verifyPin} />
    </EntryCard>
  );
}

function LinkReset({ app, link }: { app: AppType; link: ResetLink }) {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState<string | null>(null);
  if (invalid) {
    return (
      <EntryCard title={pinResetMessages.title}>
        <FormError message={invalid} />
        <Group justify="center">
          <Anchor component={Link} to={appRoutes(app).resetPin} size="sm">
            {pinResetMessages.emailSubmit}
          </Anchor>
        </Group>
      </EntryCard>
    );
  }
  return (
    <EntryCard title={pinResetMessages.title} description={pinResetMessages.intro}>
      <NewPinForm
        onSubmit={async (pin) => {
          try {
            const started = await startResetByLink(app, link, pin);
            // The seed adds the email query parameter; the token stays out of the URL (history state only).
            const state: ResetPinState = { link, phoneHint: started.phoneHint };
            navigate(`${appRoutes(app).resetPinVerify2fa}?email=${encodeURIComponent(link.email)}`, {
              state,
              replace: true,
            });
            return null;
          } catch (cause) {
            if (isApiError(cause, ErrorCode.LINK_INVALID)) {
              setInvalid(cause.message);
              return null;
            }
            return errorMessage(cause);
          }
        }}
      />
      <BackToSignIn app={app} to={appRoutes(app).login} />
    </EntryCard>
  );
}

function RequestLink({ app }: { app: AppType }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      await requestResetLink(app, email.trim());
      setSent(true);
    } catch (cause) {
      setFailure(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <EntryCard title={pinResetMessages.title} description={pinResetMessages.emailText}>
      {sent ? (
        <FormNotice message={pinResetMessages.emailSent} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={pinResetMessages.emailLabel}
              type="email"
              required
              autoFocus
              autoComplete="email"
              value={email}
              disabled={busy}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <FormError message={failure} />
            <Button type="submit" loading={busy} fullWidth size="md">
              {pinResetMessages.emailSubmit}
            </Button>
          </Stack>
        </form>
      )}
      <BackToSignIn app={app} to={appRoutes(app).login} />
    </EntryCard>
  );
}

function BackToSignIn({ to }: { app: AppType; to: string }) {
  return (
    <Group justify="center">
      <Anchor component={Link} to={to} size="sm">
        {pinResetMessages.backToLogin}
      </Anchor>
    </Group>
  );
}
