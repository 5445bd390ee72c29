import { useState } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { businessMessages, formatMessage, subscriptionMessages } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { OutcomeCard } from '../../../components/OutcomeCard';
import { useAddressToken } from '../../../lib/addressToken';
import { errorMessage } from '../../../lib/apiClient';
import { acceptAdvisorInvite, fetchAdvisorInvite, fetchAdvisorInviteSalts } from '../api/firmSignupApi';
import { deriveLogin, phoneToSend } from '../lib/loginSecrets';
import { addressOf } from '../lib/subdomain';
import { AccountSetupForm } from './AccountSetupForm';

/**
 * /advisor-setup?token=…: an advisor the provider or the firm invited (the first of a new firm), or a staff member
 * the firm invited (ADR 0051), chooses a username, password, PIN and phone, then signs in at the firm's address.
 */
export function AdvisorSetupPage() {
  // The link's token leaves the address bar on load and is kept in memory.
  const token = useAddressToken('token');
  const info = useQuery({
    queryKey: ['advisor-invite', token],
    queryFn: ({ signal }) => fetchAdvisorInvite(token, signal),
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
        message={formatMessage(businessMessages.confirmedNext, {
          address: addressOf(signInUrl, window.location.href),
        })}
      >
        <Button component="a" href={signInUrl} size="md" rightSection={<IconArrowRight size={18} />}>
          {businessMessages.signInToFirm}
        </Button>
      </OutcomeCard>
    );
  }
  if (!info.data) {
    return (
      <EntryCard title={businessMessages.advisorSetupTitle}>
        <Center py="lg">
          <Stack align="center" gap="xs">
            <Loader />
            <Text size="sm" c="dimmed">
              {businessMessages.linkChecking}
            </Text>
          </Stack>
        </Center>
      </EntryCard>
    );
  }
  const invited = info.data;
  const staff = invited.role === 'staff';
  return (
    <EntryCard
      title={staff ? businessMessages.staffSetupTitle : businessMessages.advisorSetupTitle}
      description={formatMessage(
        staff ? businessMessages.staffSetupIntro : businessMessages.advisorSetupIntro,
        {
          firm: invited.firmName,
        },
      )}
    >
      <Text size="sm">
        {invited.firstName} {invited.lastName} · {invited.email}
      </Text>
      <AccountSetupForm
        withUsername
        withPhone
        submitLabel={businessMessages.advisorSetupSubmit}
        onSave={async (values) => {
          const login = await deriveLogin(
            values,
            await fetchAdvisorInviteSalts(token, values.username.trim()),
          );
          const result = await acceptAdvisorInvite({
            token,
            username: values.username.trim(),
            phoneNumber: phoneToSend(values),
            ...login,
          });
          setSignInUrl(result.signInUrl);
        }}
      />
    </EntryCard>
  );
}
