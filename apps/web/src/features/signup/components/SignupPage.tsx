import { useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AppType, appRoutes, messages } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { useAddressToken } from '../../../lib/addressToken';
import { useBranding } from '../../../lib/branding';
import { inviteCodeInfoQuery } from '../api/signupApi';
import type { CreatedAccount } from '../hooks/useSignupForm';
import { useSignInAfterSignup } from '../hooks/useSignInAfterSignup';
import { AlreadyRegisteredCard } from './AlreadyRegisteredCard';
import { EmergencyKit } from './EmergencyKit';
import { MessageModal } from '../../../components/MessageModal';
import { SignupForm } from './SignupForm';
import { SignupSuccessModal } from './SignupSuccessModal';

type Step =
  | { kind: 'form' }
  | { kind: 'invalid' }
  | { kind: 'registered' }
  | { kind: 'kit'; account: CreatedAccount; createdAt: Date }
  | { kind: 'success'; account: CreatedAccount };

export function signupTitle(app: AppType): string {
  return app === AppType.documents ? messages.signupTitleDocuments : messages.signupTitlePassword;
}

/** "The invite code is invalid.": OK goes to the app's root (seeds: /password-management/, /documents-guru/). */
function InvalidInvite({ app }: { app: AppType }) {
  const navigate = useNavigate();
  return (
    <EntryCard title={signupTitle(app)}>
      <MessageModal
        opened
        title={messages.oops}
        onOk={() => navigate(`${appRoutes(app).root}/`, { replace: true })}
      >
        {messages.inviteCodeInvalid}
      </MessageModal>
    </EntryCard>
  );
}

/**
 * /password-management/signup?code=… and /documents-guru/signup?code=…&email=…: the invite is
 * checked on load (the code then leaves the address bar, kept in memory), then the form, the Emergency Kit (once), the success modal, and the sign-in.
 */
export function SignupPage({ app }: { app: AppType }) {
  const code = useAddressToken('code');
  const info = useQuery({ ...inviteCodeInfoQuery(app, code), enabled: code !== '' });
  const firmName = useBranding().data?.name ?? messages.productName;
  const signIn = useSignInAfterSignup(app);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [signingIn, setSigningIn] = useState(false);
  const title = signupTitle(app);

  if (code === '' || info.isError || step.kind === 'invalid' || (info.data && info.data.appType !== app)) {
    return <InvalidInvite app={app} />;
  }
  if (!info.data) {
    return (
      <EntryCard title={title}>
        <Center py="lg">
          <Stack align="center" gap="xs">
            <Loader />
            <Text size="sm" c="dimmed">
              {messages.signupCheckingInvite}
            </Text>
          </Stack>
        </Center>
      </EntryCard>
    );
  }
  if (info.data.isRegistered || step.kind === 'registered') {
    return <AlreadyRegisteredCard app={app} code={code} title={title} />;
  }

  if (step.kind === 'kit') {
    const { user, session, prepared } = step.account;
    const kit = {
      firmName,
      app,
      username: user.username,
      email: user.email,
      recoveryCode: prepared.recoveryCode,
      createdAt: step.createdAt,
      origin: window.location.origin,
    };
    // Continue forgets the recovery code: it is never shown again.
    const account = { user, session, prepared: { ...prepared, recoveryCode: '' } };
    return <EmergencyKit kit={kit} onContinue={() => setStep({ kind: 'success', account })} />;
  }
  if (step.kind === 'success') {
    return (
      <EntryCard title={title}>
        <SignupSuccessModal
          app={app}
          thirdParty={info.data.isThirdParty}
          busy={signingIn}
          onOk={() => {
            setSigningIn(true);
            void signIn(step.account);
          }}
        />
      </EntryCard>
    );
  }

  return (
    <EntryCard title={title} description={messages.signupIntro}>
      <SignupForm
        app={app}
        code={code}
        info={info.data}
        onCreated={(account) => setStep({ kind: 'kit', account, createdAt: new Date() })}
        onInviteInvalid={() => setStep({ kind: 'invalid' })}
        onAlreadyRegistered={() => setStep({ kind: 'registered' })}
      />
    </EntryCard>
  );
}
