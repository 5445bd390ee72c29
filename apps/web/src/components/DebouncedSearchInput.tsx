import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { limits } from '@guru/shared';

export interface DebouncedSearchInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue'
> {
  /** Called once typing has paused for `delayMs`. */
  onQueryChange: (query: string) => void;
  /** Called at each change of the text, before the pause ends (e.g. to prepare the query's screen meanwhile). */
  onInputChange?: (text: string) => void;
  /** Changing this number empties the box (e.g. when a folder opens); the owner resets its query itself. */
  resetSignal?: number;
  delayMs?: number;
}

/**
 * A search box that keeps what is typed to itself and hands the query up only after the pause: a
 * keystroke re-renders this box alone, and a new query does not re-render the box's parent row.
 * The pause is timed from the keystroke itself, and the query's screen is rendered at once when it
 * ends (flushSync): the filtered rows are painted in the frame that follows the pause.
 */
export function DebouncedSearchInput({
  onQueryChange,
  onInputChange,
  resetSignal = 0,
  delayMs = limits.searchDebounceMs,
  ...inputProps
}: DebouncedSearchInputProps) {
  const [input, setInput] = useState('');
  const [seenSignal, setSeenSignal] = useState(resetSignal);
  if (resetSignal !== seenSignal) {
    setSeenSignal(resetSignal);
    setInput('');
  }
  const emit = useRef(onQueryChange);
  const emitted = useRef('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    emit.current = onQueryChange;
  }, [onQueryChange]);
  // A reset (or leaving the screen) drops the pending query.
  useEffect(() => {
    emitted.current = '';
    return () => window.clearTimeout(timer.current);
  }, [resetSignal]);

  const change = (value: string): void => {
    setInput(value);
    onInputChange?.(value);
    window.clearTimeout(timer.current);
    if (value === emitted.current) return;
    timer.current = window.setTimeout(() => {
      emitted.current = value;
      flushSync(() => emit.current(value));
    }, delayMs);
  };

  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      type="search"
      {...inputProps}
      value={input}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}
