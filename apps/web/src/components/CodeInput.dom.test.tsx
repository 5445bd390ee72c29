import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { CodeInput, type CodeInputHandle } from './CodeInput';

afterEach(() => {
  cleanup();
});

function renderCodeInput(length = 6, masked = false) {
  const onChange = vi.fn<(value: string) => void>();
  const ref = createRef<CodeInputHandle>();
  render(
    <MantineProvider>
      <CodeInput length={length} masked={masked} onChange={onChange} ref={ref} />
    </MantineProvider>,
  );
  const boxes = Array.from({ length }, (_, index) =>
    screen.getByLabelText<HTMLInputElement>(`Digit ${index + 1} of ${length}`),
  );
  return { boxes, onChange, ref, user: userEvent.setup() };
}

function valuesOf(boxes: HTMLInputElement[]): string[] {
  return boxes.map((box) => box.value);
}

describe('CodeInput', () => {
  it('labels every box "Digit N of M"', () => {
    const { boxes } = renderCodeInput(4);
    expect(boxes).toHaveLength(4);
  });

  it('moves the focus forward when a digit is typed', async () => {
    const { boxes, onChange, user } = renderCodeInput();
    await user.click(boxes[0]!);
    await user.keyboard('1');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('23');
    expect(document.activeElement).toBe(boxes[3]);
    expect(valuesOf(boxes).join('')).toBe('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('moves the focus back when a box is cleared', async () => {
    const { boxes, user } = renderCodeInput();
    await user.click(boxes[0]!);
    await user.keyboard('12');
    await user.click(boxes[1]!);
    await user.keyboard('{Backspace}');
    expect(boxes[1]!.value).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('Backspace in an empty box clears the previous box and focuses it', async () => {
    const { boxes, user } = renderCodeInput();
    await user.click(boxes[0]!);
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('{Backspace}');
    expect(boxes[1]!.value).toBe('');
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('keeps only the last character typed into a box', async () => {
    const { boxes, user } = renderCodeInput();
    await user.click(boxes[2]!);
    await user.keyboard('4');
    await user.click(boxes[2]!);
    // Typing into a box that already holds a digit, with the caret after it.
    await user.pointer({ target: boxes[2]!, offset: 1, keys: '[MouseLeft]' });
    await user.keyboard('7');
    expect(boxes[2]!.value).toBe('7');
    // And with the caret before the digit.
    await user.pointer({ target: boxes[2]!, offset: 0, keys: '[MouseLeft]' });
    await user.keyboard('3');
    expect(boxes[2]!.value).toBe('3');
  });

  it('moves on when the digit typed is the one the box already holds', async () => {
    const { boxes, user } = renderCodeInput();
    await user.click(boxes[0]!);
    await user.keyboard('123');
    await user.click(boxes[0]!);
    await user.keyboard('1');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('2');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('456');
    expect(boxes.map((box) => box.value).join('')).toBe('12456');
  });

  it('ignores characters that are not digits', async () => {
    const { boxes, onChange, user } = renderCodeInput();
    await user.click(boxes[0]!);
    await user.keyboard('a');
    await user.keyboard('-');
    expect(boxes[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fills every box when a full code is pasted', async () => {
    const { boxes, onChange, user } = renderCodeInput();
    await user.click(boxes[2]!);
    await user.paste('98 76-54');
    expect(valuesOf(boxes)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onChange).toHaveBeenLastCalledWith('987654');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('spreads a code the browser fills in from an SMS (one change event with every digit)', () => {
    const { boxes, onChange } = renderCodeInput();
    expect(boxes[0]!.autocomplete).toBe('one-time-code');
    fireEvent.change(boxes[0]!, { target: { value: '482913' } });
    expect(valuesOf(boxes)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onChange).toHaveBeenLastCalledWith('482913');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('masks the digits when asked', () => {
    const { boxes } = renderCodeInput(4, true);
    boxes.forEach((box) => expect(box.type).toBe('password'));
  });

  it('clear() empties the boxes and focuses the first one', async () => {
    const { boxes, ref, user } = renderCodeInput(4);
    await user.click(boxes[0]!);
    await user.keyboard('1234');
    expect(valuesOf(boxes).join('')).toBe('1234');
    act(() => {
      ref.current?.clear();
    });
    expect(valuesOf(boxes).join('')).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('focuses the first box after clear() once the boxes are enabled again', async () => {
    const ref = createRef<CodeInputHandle>();
    const user = userEvent.setup();
    const view = (disabled: boolean) => (
      <MantineProvider>
        <CodeInput length={4} ref={ref} disabled={disabled} />
      </MantineProvider>
    );
    const { rerender } = render(view(false));
    const first = screen.getByLabelText<HTMLInputElement>('Digit 1 of 4');
    await user.click(first);
    await user.keyboard('12');
    rerender(view(true));
    act(() => {
      ref.current?.clear();
    });
    expect(document.activeElement).not.toBe(first);
    rerender(view(false));
    expect(document.activeElement).toBe(first);
    expect(first.value).toBe('');
  });
});
