import { useEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { limits } from '@guru/shared';

export interface DebouncedSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Called once typing has paused for `delayMs`. */
  onQueryChange: (query: string) => void;
  /** Changing this number empties the box (e.g. when a folder opens); the owner resets its query itself. */
  resetSignal?: number;
  delayMs?: number;
}

/**
 * A search box that keeps what is typed to itself and hands the query up only after the pause: a
 * keystroke re-renders this box alone, and a new query does not re-render the box's parent row.
 */
export function DebouncedSearchInput({ onQueryChange, resetSignal = 0, delayMs = limits.searchDebounceMs, ...inputProps }: DebouncedSearchInputProps) {
  const [input, setInput] = useState('');
  const [emitted, setEmitted] = useState('');
  const [seenSignal, setSeenSignal] = useState(resetSignal);
  if (resetSignal !== seenSignal) {
    setSeenSignal(resetSignal);
    setInput('');
    setEmitted('');
  }
  const emit = useRef(onQueryChange);
  useEffect(() => {
    emit.current = onQueryChange;
  }, [onQueryChange]);

  useEffect(() => {
    if (input === emitted) return;
    const timer = window.setTimeout(() => {
      setEmitted(input);
      emit.current(input);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [input, emitted, delayMs]);

  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      type="search"
      {...inputProps}
      value={input}
      onChange={(event) => setInput(event.currentTarget.value)}
    />
  );
}
