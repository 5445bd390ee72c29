import { useState, type RefObject } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { limits, messages } from '@guru/shared';
import { CodeInput, type CodeInputHandle } from './CodeInput';
import { EntryCard } from './EntryCard';
import { FormError } from './FormError';

/** The state of a code form that the card shows: the boxes, the error line, the busy flag and the submit. */
export interface SmsCodeEntry {
  codeInput: RefObject<CodeInputHandle | null>;
  error: string | null;
  busy: boolean;
  handleSubmit: () => Promise<void>;
  onCodeChange: (value: string) => void;
}

export interface SmsCodeCardProps {
  title: string;
  text: string;
  /** The masked number the code went to; empty when not known. */
  phoneHint: string;
  entry: SmsCodeEntry;
  submitLabel: string;
  resendLabel: string;
  /** Sends a new code and shows what came of it; the link is disabled until it settles. */
  onResend: () => Promise<void>;
}

/** An entry page's card for a code sent by SMS: where it went, six boxes, the submit button and Resend code. */
export function SmsCodeCard({ title, text, phoneHint, entry, submitLabel, resendLabel, onResend }: SmsCodeCardProps) {
  const [resending, setResending] = useState(false);
  const resend = async (): Promise<void> => {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };
  return (
    <EntryCard
      title={title}
      description={
        <>
          {text}
          {phoneHint !== '' && (
            <Text span display="block" mt={4} size="sm" c="dimmed">
              {messages.codeSentTo} <b>{phoneHint}</b>
            </Text>
          )}
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void entry.handleSubmit();
        }}
      >
        <Stack gap="md">
          <CodeInput
            ref={entry.codeInput}
            length={limits.twoFactorCodeLength}
            autoFocus
            disabled={entry.busy}
            invalid={entry.error !== null}
            onChange={entry.onCodeChange}
          />
          <FormError message={entry.error} />
          <Button type="submit" loading={entry.busy} fullWidth size="md">
            {submitLabel}
          </Button>
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={resending}>
              {resendLabel}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </EntryCard>
  );
}
