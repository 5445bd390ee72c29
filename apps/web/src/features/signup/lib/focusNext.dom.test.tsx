import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusNextOnEnter, isTextField, nextField } from './focusNext';

afterEach(cleanup);

function Form({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onKeyDown={focusNextOnEnter}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="a" />
      <input aria-label="b" type="email" readOnly />
      <input aria-label="c" type="password" />
      <select aria-label="d">
        <option>x</option>
      </select>
      <input aria-label="e" type="tel" disabled />
      <input aria-label="f" type="tel" />
      <input aria-label="g" type="checkbox" />
      <button type="submit">go</button>
    </form>
  );
}

describe('focusNextOnEnter', () => {
  it('knows text fields from the rest', () => {
    render(<Form onSubmit={() => undefined} />);
    expect(isTextField(screen.getByLabelText('a'))).toBe(true);
    expect(isTextField(screen.getByLabelText('f'))).toBe(true);
    expect(isTextField(screen.getByLabelText('g'))).toBe(false);
    expect(isTextField(screen.getByLabelText('d'))).toBe(false);
  });

  it('moves through editable text fields and checkboxes, skipping read-only, disabled and selects', async () => {
    let submitted = 0;
    render(<Form onSubmit={() => (submitted += 1)} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('a'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('c'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('f'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('g'));
    expect(submitted).toBe(0);
    const form = screen.getByLabelText('a').closest('form')!;
    expect(nextField(form, screen.getByLabelText('g'))).toBeNull();
  });
});
