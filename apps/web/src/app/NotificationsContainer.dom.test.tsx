import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRef, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { messages } from '@guru/shared';
import { NotificationsContainer } from './NotificationsContainer';
import { notifyCodeResent } from '../lib/notify';
import type { CodeInputHandle } from '../components/CodeInput';
import { SmsCodeCard } from '../components/SmsCodeCard';

afterEach(cleanup);

const entry = {
  codeInput: createRef<CodeInputHandle | null>(),
  error: null,
  busy: false,
  handleSubmit: async () => undefined,
  onCodeChange: () => undefined,
};
let leaveCodePage: () => void = () => undefined;

function Screens() {
  const [onCodePage, setOnCodePage] = useState(true);
  leaveCodePage = () => setOnCodePage(false);
  return onCodePage ? (
    <SmsCodeCard
      title="Code"
      text="Enter the code"
      phoneHint="•••• 0147"
      entry={entry}
      submitLabel="Sign In"
      resendLabel="Resend"
      onResend={async () => undefined}
    />
  ) : (
    <p>PIN page</p>
  );
}

describe('the code page\'s "new code sent" toast', () => {
  it("goes when the code page does (its code accepted), and toasts stand bottom right, clear of the header's user menu", async () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <NotificationsContainer />
          <Screens />
        </MemoryRouter>
      </MantineProvider>,
    );
    act(() => notifyCodeResent(messages.codeSent));
    const toast = await screen.findByText(messages.codeSent);
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-right');
    act(() => leaveCodePage());
    expect(await screen.findByText('PIN page')).toBeTruthy();
    // Gone with the page, long before a toast closes by itself (4 s).
    await waitFor(() => expect(screen.queryByText(messages.codeSent)).toBeNull(), { timeout: 2000 });
  });
});
