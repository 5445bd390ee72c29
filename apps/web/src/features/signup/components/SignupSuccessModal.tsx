import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AppType, messages } from '@guru/shared';
import { MessageModal } from '../../../components/MessageModal';

/** What each app's success modal says (as the specification words it for each app). */
function SuccessText({ app, thirdParty }: { app: AppType; thirdParty: boolean }) {
  if (app === AppType.password) return <Text>{messages.signupSuccessPasswordText}</Text>;
  // A third party has neither "Shared with FA" nor "Private Documents", only what was shared with them.
  if (thirdParty) return <Text>{messages.signupSuccessThirdPartyText}</Text>;
  return (
    <Stack gap="xs">
      <Text>{messages.signupSuccessDocumentsText}</Text>
      <List spacing="xs" size="sm">
        <List.Item>
          <b>{messages.documentsSharedWithFa}</b>: {messages.signupSuccessSharedExplained}
        </List.Item>
        <List.Item>
          <b>{messages.documentsPrivate}</b>: {messages.signupSuccessPrivateExplained}
        </List.Item>
      </List>
    </Stack>
  );
}

export interface SignupSuccessModalProps {
  app: AppType;
  /** Signed up from a share (role 5). */
  thirdParty: boolean;
  busy: boolean;
  onOk: () => void;
}

/** "Sign-up Successful!": OK continues to the app (through the sign-in chain, ADR 0008). */
export function SignupSuccessModal({ app, thirdParty, busy, onOk }: SignupSuccessModalProps) {
  return (
    <MessageModal opened title={messages.signupSuccessTitle} onOk={busy ? () => undefined : onOk}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" color="teal" variant="light" aria-hidden style={{ flexShrink: 0 }}>
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <SuccessText app={app} thirdParty={thirdParty} />
      </Group>
    </MessageModal>
  );
}
