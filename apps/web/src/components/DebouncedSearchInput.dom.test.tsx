import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DebouncedSearchInput } from './DebouncedSearchInput';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBox(onQueryChange: (query: string) => void, resetSignal = 0) {
  return render(
    <MantineProvider>
      <DebouncedSearchInput
        aria-label="Search"
        onQueryChange={onQueryChange}
        resetSignal={resetSignal}
        delayMs={400}
      />
    </MantineProvider>,
  );
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Search'), { target: { value } });

describe('DebouncedSearchInput', () => {
  it('hands up the last query once typing has paused, timed from the keystroke', () => {
    const onQueryChange = vi.fn();
    renderBox(onQueryChange);
    type('b');
    act(() => vi.advanceTimersByTime(300));
    type('ba');
    act(() => vi.advanceTimersByTime(399));
    expect(onQueryChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith('ba');
    expect(screen.getByLabelText('Search')).toHaveProperty('value', 'ba');
  });

  it('says nothing when the box comes back to the query already handed up', () => {
    const onQueryChange = vi.fn();
    renderBox(onQueryChange);
    type('visa');
    act(() => vi.advanceTimersByTime(400));
    type('visa card');
    act(() => vi.advanceTimersByTime(100));
    type('visa');
    act(() => vi.advanceTimersByTime(1_000));
    expect(onQueryChange.mock.calls).toEqual([['visa']]);
  });

  it('empties itself and drops a pending query when reset', () => {
    const onQueryChange = vi.fn();
    const view = renderBox(onQueryChange, 0);
    type('bank');
    view.rerender(
      <MantineProvider>
        <DebouncedSearchInput
          aria-label="Search"
          onQueryChange={onQueryChange}
          resetSignal={1}
          delayMs={400}
        />
      </MantineProvider>,
    );
    act(() => vi.advanceTimersByTime(1_000));
    expect(onQueryChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Search')).toHaveProperty('value', '');
  });
});
