import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Group, Input, Text } from '@mantine/core';
import { messages, formatMessage } from '@guru/shared';

export interface CodeInputHandle {
  /** Empties every box and puts the focus on the first one. */
  clear(): void;
  focus(): void;
}

export interface CodeInputProps {
  /** Number of single-digit boxes: 6 for codes, 4 for a PIN. */
  length: number;
  onChange?: (value: string) => void;
  /** Called when every box holds a digit. */
  onComplete?: (value: string) => void;
  /** Shows dots instead of digits (type=password). */
  masked?: boolean;
  /** A visible label for the group of boxes. */
  label?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Marks the boxes as invalid (an error is shown nearby). */
  invalid?: boolean;
  ref?: Ref<CodeInputHandle>;
}

function emptyDigits(length: number): string[] {
  return Array.from({ length }, () => '');
}

/**
 * The digits just typed into a box that held `previous` (the browser may put them before or
 * after it). One digit for a key press; several when the browser fills in a code received by
 * SMS (autocomplete="one-time-code") or a keyboard inserts a whole word.
 */
function typedDigits(previous: string, next: string): string {
  let typed = next;
  if (previous !== '' && next.length > previous.length) {
    if (next.startsWith(previous)) typed = next.slice(previous.length);
    else if (next.endsWith(previous)) typed = next.slice(0, next.length - previous.length);
  }
  return typed.replace(/\D/g, '');
}

export function CodeInput({
  length,
  onChange,
  onComplete,
  masked = false,
  label,
  autoFocus = false,
  disabled = false,
  invalid = false,
  ref,
}: CodeInputProps) {
  const [digits, setDigits] = useState<string[]>(() => emptyDigits(length));
  // The latest digits, read by the handlers: fast typing can outrun a re-render.
  const latest = useRef(digits);
  const [focusRequests, setFocusRequests] = useState(0);
  const focusPending = useRef(false);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = useId();

  const focusBox = (index: number): void => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const publish = (next: string[]): void => {
    latest.current = next;
    setDigits(next);
    const value = next.join('');
    onChange?.(value);
    if (value.length === length) onComplete?.(value);
  };

  // The first box gets the focus after clear() once the boxes are enabled again (a disabled
  // input cannot take the focus, and callers usually clear while their request is still busy).
  useEffect(() => {
    if (!focusPending.current || disabled) return;
    focusPending.current = false;
    inputs.current[0]?.focus();
  }, [focusRequests, disabled]);

  useImperativeHandle(ref, () => ({
    clear() {
      publish(emptyDigits(length));
      focusPending.current = true;
      setFocusRequests((count) => count + 1);
    },
    focus() {
      focusBox(digits.findIndex((digit) => digit === '') === -1 ? length - 1 : digits.indexOf(''));
    },
  }));

  const handleChange = (index: number, raw: string): void => {
    const current = latest.current;
    const previous = current[index] ?? '';
    if (raw === '') {
      if (previous === '') return;
      const next = [...current];
      next[index] = '';
      publish(next);
      if (index > 0) focusBox(index - 1);
      return;
    }
    const typed = typedDigits(previous, raw);
    if (typed === '') return; // not a digit: ignored
    if (typed.length > 1) {
      fillFrom(index, typed);
      return;
    }
    const next = [...latest.current];
    next[index] = typed;
    publish(next);
    if (index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>): void => {
    // A digit key sets the box itself: typing the digit a box already holds changes no value, so
    // no change event would come and the focus would not move on.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      const next = [...latest.current];
      next[index] = event.key;
      publish(next);
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    if (event.key === 'Backspace' && (latest.current[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      const next = [...latest.current];
      next[index - 1] = '';
      publish(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  /** Several digits at once (paste, SMS autofill): a full code fills every box, a shorter one fills from `index`. */
  const fillFrom = (index: number, text: string): void => {
    const start = text.length >= length ? 0 : index;
    const next = [...latest.current];
    text
      .slice(0, length - start)
      .split('')
      .forEach((digit, offset) => {
        next[start + offset] = digit;
      });
    publish(next);
    focusBox(Math.min(length - 1, start + text.length));
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>, index: number): void => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (pasted !== '') fillFrom(index, pasted);
  };

  return (
    <div role="group" aria-labelledby={label ? labelId : undefined}>
      {label && (
        <Text id={labelId} fw={500} size="sm" mb={6}>
          {label}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" justify="center">
        {digits.map((digit, index) => (
          <Input
            key={index}
            ref={(element: HTMLInputElement | null) => {
              inputs.current[index] = element;
            }}
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            autoComplete={index === 0 && !masked ? 'one-time-code' : 'off'}
            aria-label={formatMessage(messages.digitLabel, { n: index + 1, total: length })}
            aria-invalid={invalid || undefined}
            error={invalid}
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleChange(index, event.currentTarget.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(event, index)}
            onFocus={(event) => event.currentTarget.select()}
            size="lg"
            w={48}
            styles={{ input: { textAlign: 'center', paddingInline: 0, fontSize: 22, fontWeight: 600 } }}
          />
        ))}
      </Group>
    </div>
  );
}
