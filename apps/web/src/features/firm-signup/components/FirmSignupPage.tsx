import { useState } from 'react';
import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { businessMessages, type FirmSignupResponse } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { useBranding } from '../../../lib/branding';
import { firmAddress } from '../lib/subdomain';
import { CheckEmailCard } from './CheckEmailCard';
import { FirmSignupForm } from './FirmSignupForm';

/**
 * /signup (the pricing page's Try It Now): an advisor firm starts its free trial, then confirms the
 * e-mail by the link sent to it; the advisor then signs in at the firm's own address.
 */
export function FirmSignupPage() {
  const chosenPlan = useSearchParams()[0].get('plan');
  const servedBy = useBranding().data?.subdomain;
  const [done, setDone] = useState<FirmSignupResponse | null>(null);
  // A new form after Start again (nothing of the previous one is kept).
  const [attempt, setAttempt] = useState(0);

  if (done) {
    return (
      <CheckEmailCard
        result={done}
        address={firmAddress(done.subdomain, window.location, servedBy)}
        onStartAgain={() => {
          setDone(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <EntryCard title={businessMessages.firmSignupTitle} description={businessMessages.firmSignupIntro}>
      <FirmSignupForm key={attempt} chosenPlan={chosenPlan} onSignedUp={setDone} />
      <Text size="xs" c="dimmed" ta="center">
        {businessMessages.firmSignupHaveAccount}
      </Text>
    </EntryCard>
  );
}
