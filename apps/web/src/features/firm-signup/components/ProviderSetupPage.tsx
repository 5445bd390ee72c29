import { useState } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { businessMessages, formatMessage, subscriptionMessages } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { OutcomeCard } from '../../../components/OutcomeCard';
import { useAddressToken } from '../../../lib/addressToken';
import { errorMessage } from '../../../lib/apiClient';
import { completeProviderSetup, fetchProviderSetup } from '../api/firmSignupApi';
import { deriveLogin } from '../lib/loginSecrets';
import { AccountSetupForm } from './AccountSetupForm';

/** /admin/setup?token=…: the first provider admin (made by `create-provider`) chooses a password and PIN. */
export function ProviderSetupPage() {
  // The link's token leaves the address bar on load and is kept in memory.
  const token = useAddressToken('token');
  const info = useQuery({
    queryKey: ['provider-setup', token],
    queryFn: ({ signal }) => fetchProviderSetup(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const [signInUrl, setSignInUrl] = useState<string | null>(null);

  if (token === '' || info.isError) {
    return (
      <OutcomeCard
        outcome="error"
        title={businessMessages.linkFailedTitle}
        message={token === '' ? subscriptionMessages.linkInvalid : errorMessage(info.error)}
      />
    );
  }
  if (signInUrl) {
    return (
      <OutcomeCard
        outcome="success"
        title={businessMessages.accountReadyTitle}
        message={businessMessages.providerSetupDone}
      >
        <Button component="a" href={signInUrl} size="md" rightSection={<IconArrowRight size={18} />}>
          {businessMessages.signInNow}
        </Button>
      </OutcomeCard>
    );
  }
  if (!info.data) {
    return (
      <EntryCard title={businessMessages.providerSetupTitle}>
        <Center py="lg">
          <Loader />
        </Center>
      </EntryCard>
    );
  }
  const setup = info.data;
  return (
    <EntryCard
      title={businessMessages.providerSetupTitle}
      description={formatMessage(businessMessages.providerSetupIntro, {
        username: setup.username,
        email: setup.email,
      })}
    >
      <AccountSetupForm
        withUsername={false}
        withPhone={false}
        submitLabel={businessMessages.providerSetupSubmit}
        onSave={async (values) => {
          const result = await completeProviderSetup({ token, ...(await deriveLogin(values, setup.salts)) });
          setSignInUrl(result.signInUrl);
        }}
      />
    </EntryCard>
  );
}
