import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconMailForward } from '@tabler/icons-react';
import { messages, formatMessage } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import type { InviteFlow } from '../hooks/useInviteFlow';

/**
 * Opens instead of sending when the advisor's address is not a verified sender yet: it mails a
 * verification link; once the link is opened, the invite goes through from here.
 */
export function VerifySenderModal({ flow }: { flow: InviteFlow }) {
  return (
    <Modal
      opened={flow.step === 'verify'}
      onClose={flow.close}
      title={messages.senderVerifyTitle}
      centered
      size="lg"
      closeOnClickOutside={!flow.busy}
    >
      <Stack gap="md">
        <Text>
          {formatMessage(messages.senderVerifyText, { firm: flow.firmName, email: flow.senderEmail })}
        </Text>
        <FormError message={flow.error} />
        <Group gap="sm" wrap="wrap">
          <Button
            variant={flow.verificationSent ? 'default' : 'filled'}
            leftSection={<IconMailForward size={16} />}
            loading={flow.busy && !flow.verificationSent}
            disabled={flow.busy}
            onClick={() => void flow.sendVerification()}
          >
            {messages.senderVerifySend}
          </Button>
          <Button
            variant={flow.verificationSent ? 'filled' : 'default'}
            leftSection={<IconMailCheck size={16} />}
            loading={flow.busy && flow.verificationSent}
            disabled={flow.busy}
            onClick={() => void flow.confirmVerified()}
          >
            {messages.senderVerifyDone}
          </Button>
        </Group>
        <Group justify="flex-start">
          <Button variant="subtle" size="compact-sm" onClick={flow.back} disabled={flow.busy}>
            {messages.senderVerifyBack}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
