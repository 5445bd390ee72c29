import type { ReactNode, RefObject } from 'react';
import { Button, Stack } from '@mantine/core';
import { CodeInput, type CodeInputHandle } from './CodeInput';
import { FormError } from './FormError';

/** The state of a code form that the form shows: the boxes, the error line, the busy flag and the submit. */
export interface CodeEntryState {
  codeInput: RefObject<CodeInputHandle | null>;
  error: string | null;
  busy: boolean;
  handleSubmit: () => Promise<void>;
  onCodeChange: (value: string) => void;
}

export interface CodeEntryFormProps {
  entry: CodeEntryState;
  /** Number of boxes: 6 for a code, 4 for a PIN. */
  length: number;
  /** Shows dots instead of digits (a PIN). */
  masked?: boolean;
  submitLabel: string;
  /** Shown above the boxes. */
  header?: ReactNode;
  /** Shown below the submit button. */
  footer?: ReactNode;
}

/** A form of single-digit boxes, its error line and a full-width submit button: a code or a PIN entered once. */
export function CodeEntryForm({ entry, length, masked, submitLabel, header, footer }: CodeEntryFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void entry.handleSubmit();
      }}
    >
      <Stack gap="md">
        {header}
        <CodeInput
          ref={entry.codeInput}
          length={length}
          masked={masked}
          autoFocus
          disabled={entry.busy}
          invalid={entry.error !== null}
          onChange={entry.onCodeChange}
        />
        <FormError message={entry.error} />
        <Button type="submit" loading={entry.busy} fullWidth size="md">
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
