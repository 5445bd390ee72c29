import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMessage, limits, messages, pinResetMessages } from '@guru/shared';
import { CodeInput } from '../../../components/CodeInput';
import { FormError } from '../../../components/FormError';
import { notifyCodeResent } from '../../../lib/notify';
import { useCodeEntry } from '../../auth';

export interface SignupPhoneModalProps {
  phoneHint: string;
  /** Resolves with a message to show, or null when the account was created (or the step ended). */
  onConfirm: (smsCode: string) => Promise<string | null>;
  onResend: () => Promise<string | null>;
  onCancel: () => void;
}

/** Sign-up: the 6-digit code sent to the typed cell phone, before the account is created. */
export function SignupPhoneModal({ phoneHint, onConfirm, onResend, onCancel }: SignupPhoneModalProps) {
  const entry = useCodeEntry(limits.twoFactorCodeLength, messages.input2faCode, onConfirm);
  const { codeInput, error, setError, busy, handleSubmit } = entry;
  return (
    <Modal
      opened
      onClose={onCancel}
      title={pinResetMessages.signupPhoneTitle}
      centered
      closeOnClickOutside={false}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{formatMessage(pinResetMessages.signupPhoneText, { phone: phoneHint })}</Text>
          <CodeInput
            ref={codeInput}
            length={limits.twoFactorCodeLength}
            autoFocus
            disabled={busy}
            invalid={error !== null}
            onChange={entry.onCodeChange}
          />
          <FormError message={error} />
          <Button type="submit" loading={busy} fullWidth>
            {pinResetMessages.signupPhoneVerify}
          </Button>
          {busy && (
            <Text size="sm" c="dimmed" ta="center" role="status">
              {messages.signupCreating}
            </Text>
          )}
          <Group justify="center">
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={busy}
              onClick={() =>
                void onResend().then((failure) => {
                  setError(failure);
                  if (failure === null) {
                    codeInput.current?.clear();
                    notifyCodeResent(pinResetMessages.codeResent);
                  }
                })
              }
            >
              {pinResetMessages.resend}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
