import { useEffect, useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { limits, messages } from '@guru/shared';
import { hideCodeResent } from '../lib/notify';
import { CodeEntryForm, type CodeEntryState } from './CodeEntryForm';
import { EntryCard } from './EntryCard';

export interface SmsCodeCardProps {
  title: string;
  text: string;
  /** The masked number the code went to; empty when not known. */
  phoneHint: string;
  entry: CodeEntryState;
  submitLabel: string;
  resendLabel: string;
  /** Sends a new code and shows what came of it; the link is disabled until it settles. */
  onResend: () => Promise<void>;
}

/** An entry page's card for a code sent by SMS: where it went, six boxes, the submit button and Resend code. */
export function SmsCodeCard({
  title,
  text,
  phoneHint,
  entry,
  submitLabel,
  resendLabel,
  onResend,
}: SmsCodeCardProps) {
  const [resending, setResending] = useState(false);
  // A "new code sent" toast belongs to this page: once the code is accepted (or the page left) it goes.
  useEffect(() => hideCodeResent, []);
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
      <CodeEntryForm
        entry={entry}
        length={limits.twoFactorCodeLength}
        submitLabel={submitLabel}
        footer={
          <Group justify="center">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void resend()}
              disabled={resending}
            >
              {resendLabel}
            </Anchor>
          </Group>
        }
      />
    </EntryCard>
  );
}
