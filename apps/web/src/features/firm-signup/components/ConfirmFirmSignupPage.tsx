import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { businessMessages, formatMessage, subscriptionMessages, webRoutes } from '@guru/shared';
import { OutcomeCard } from '../../../components/OutcomeCard';
import { errorMessage } from '../../../lib/apiClient';
import { formatDateUs } from '../../../lib/format';
import { useLinkToken } from '../../../lib/useLinkToken';
import { confirmFirmSignup } from '../api/firmSignupApi';
import { addressOf } from '../lib/subdomain';

/**
 * /signup/confirm?token=…: the link of the firm sign-up e-mail. Confirms once, then sends the
 * advisor to sign in at the firm's own address, where the first sign-in enrols the authenticator.
 */
export function ConfirmFirmSignupPage() {
  const link = useLinkToken('confirm-firm-signup', confirmFirmSignup);
  if (link.token === '' || link.isError) {
    return (
      <OutcomeCard
        outcome="error"
        title={businessMessages.linkFailedTitle}
        message={link.token === '' ? subscriptionMessages.linkInvalid : errorMessage(link.error)}
      >
        <Text size="sm" c="dimmed">
          {businessMessages.confirmFailedNext}
        </Text>
        <Anchor component={Link} to={webRoutes.signup}>
          {businessMessages.firmSignupTitle}
        </Anchor>
      </OutcomeCard>
    );
  }
  if (!link.value)
    return (
      <OutcomeCard
        outcome="pending"
        title={businessMessages.confirmChecking}
        message={businessMessages.linkChecking}
      />
    );
  const { signInUrl, trialEndsAt } = link.value;
  return (
    <OutcomeCard
      outcome="success"
      title={businessMessages.confirmedTitle}
      message={formatMessage(businessMessages.confirmedText, { date: formatDateUs(trialEndsAt) })}
    >
      <Stack gap="md" align="center">
        <Text size="sm">
          {formatMessage(businessMessages.confirmedNext, {
            address: addressOf(signInUrl, window.location.href),
          })}
        </Text>
        <Button component="a" href={signInUrl} size="md" rightSection={<IconArrowRight size={18} />}>
          {businessMessages.signInToFirm}
        </Button>
      </Stack>
    </OutcomeCard>
  );
}
