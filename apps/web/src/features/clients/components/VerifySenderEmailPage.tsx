import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { businessMessages, messages, webRoutes } from '@guru/shared';
import { OutcomeCard } from '../../../components/OutcomeCard';
import { errorMessage } from '../../../lib/apiClient';
import { useLinkToken } from '../../../lib/useLinkToken';
import { verifySenderEmail } from '../api/invitesApi';

/**
 * /verify-sender-email?token=…: the link of the sender verification e-mail. Posts the token once and
 * says whether the address is now the advisor's verified sender.
 */
export function VerifySenderEmailPage() {
  const link = useLinkToken('verify-sender', verifySenderEmail);
  const toConsole = (
    <Button
      component={Link}
      to={webRoutes.advisorHome}
      variant="light"
      rightSection={<IconArrowRight size={16} />}
    >
      {businessMessages.senderVerifyToConsole}
    </Button>
  );
  if (link.token === '' || link.isError) {
    const message = link.token === '' ? messages.senderVerifyLinkInvalid : errorMessage(link.error);
    return (
      <OutcomeCard outcome="error" title={businessMessages.senderVerifyFailedTitle} message={message}>
        {toConsole}
      </OutcomeCard>
    );
  }
  if (link.isPending) {
    return (
      <OutcomeCard
        outcome="pending"
        title={businessMessages.senderVerifyPageTitle}
        message={businessMessages.senderVerifyChecking}
      />
    );
  }
  return (
    <OutcomeCard
      outcome="success"
      title={businessMessages.senderVerifiedTitle}
      message={messages.senderVerifiedPage}
    >
      {toConsole}
    </OutcomeCard>
  );
}
