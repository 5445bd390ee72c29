import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AppType, messages } from '@guru/shared';
import { MessageModal } from '../../../components/MessageModal';

/** What each app's success modal says (as the specification words it for each app). */
function SuccessText({ app }: { app: AppType }) {
  if (app === AppType.password) return <Text>{messages.signupSuccessPasswordText}</Text>;
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
  busy: boolean;
  onOk: () => void;
}

/** "Sign-up Successful!": OK continues to the app (through the sign-in chain, ADR 0008). */
export function SignupSuccessModal({ app, busy, onOk }: SignupSuccessModalProps) {
  return (
    <MessageModal opened title={messages.signupSuccessTitle} onOk={busy ? () => undefined : onOk}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" color="teal" variant="light" aria-hidden style={{ flexShrink: 0 }}>
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <SuccessText app={app} />
      </Group>
    </MessageModal>
  );
}
