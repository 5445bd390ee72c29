import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ErrorCode,
  documentsScreenMessages as text,
  formatMessage,
  invitationLimitMessages,
  messages,
} from '@guru/shared';
import { DocumentsViewer } from '../lib/documentsRole';
import { ShareModal } from './ShareModal';
import { fakeFetch, renderDocuments } from './testRender';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

let recipients: Array<{
  email: string;
  firstName: string | null;
  lastName: string | null;
  sharedDate: string;
}>;
let calls: Array<{ path: string; method: string; body: unknown }>;

beforeEach(() => {
  recipients = [
    { email: 'kept@example.com', firstName: 'Kim', lastName: 'Kept', sharedDate: '2026-05-01T10:00:00.000Z' },
  ];
  calls = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path: url.pathname, method: init?.method ?? 'GET', body });
      if (url.pathname.endsWith('/shareDocument')) {
        const { emails } = body as { emails: string[] };
        recipients = [
          ...recipients,
          ...emails.map((email) => ({
            email,
            firstName: null,
            lastName: null,
            sharedDate: '2026-05-02T10:00:00.000Z',
          })),
        ];
      }
      if (url.pathname.endsWith('/unshareDocument'))
        recipients = recipients.filter((r) => r.email !== (body as { email: string }).email);
      return recipients;
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  renderDocuments(
    <ShareModal target={{ type: 'file', id: 'd1', name: 'Return 2025.pdf' }} onClose={() => undefined} />,
    {
      viewer: DocumentsViewer.advisor,
      clientId: 'c1',
    },
  );
  return screen.getByRole('dialog', { name: text.shareTitle });
}

function add(dialog: HTMLElement, value: string) {
  fireEvent.change(within(dialog).getByLabelText(text.shareEmailLabel), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: text.shareAdd }));
}

describe('Share File/Folder', () => {
  it('lists the current recipients from getShareUsers', async () => {
    const dialog = open();
    expect(await within(dialog).findByText('kept@example.com')).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/pass-api/api/v1/docVaults/getShareUsers', method: 'GET' });
  });

  it('keeps Add disabled while the field is empty', async () => {
    const dialog = open();
    const addButton = within(dialog).getByRole('button', { name: text.shareAdd });
    expect(addButton.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(text.shareEmailLabel), { target: { value: '   ' } });
    expect(addButton.hasAttribute('disabled')).toBe(true);
  });

  it('trims, lower-cases and de-duplicates; an invalid address is refused', async () => {
    const dialog = open();
    await within(dialog).findByText('kept@example.com');
    add(dialog, '  New.Person@Example.COM ');
    add(dialog, 'new.person@example.com');
    add(dialog, 'KEPT@example.com');
    add(dialog, 'nope');
    expect(within(dialog).getByText(messages.emailInvalid)).toBeTruthy();
    const pending = within(dialog).getByTestId('share-pending');
    expect(
      within(pending)
        .getAllByText(/@/)
        .map((node) => node.textContent),
    ).toEqual(['new.person@example.com']);

    fireEvent.click(within(dialog).getByRole('button', { name: text.shareSubmit }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/shareDocument'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/shareDocument'))?.body).toEqual({
      emails: ['new.person@example.com'],
      type: 'file',
      id: 'd1',
      clientId: 'c1',
    });
  });

  it('shows the invitation limit and when more can be sent, keeping the addresses to send (ADR 0030)', async () => {
    const limit = formatMessage(invitationLimitMessages.userLimit, { wait: '9 minutes' });
    const answer = fakeFetch(() => recipients);
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/shareDocument')) return answer(input, init);
      return new Response(JSON.stringify({ error: { code: ErrorCode.RATE_LIMITED, message: limit } }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch);
    const dialog = open();
    add(dialog, 'new@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: text.shareSubmit }));
    expect(await within(dialog).findByText(limit)).toBeTruthy();
    expect(within(dialog).getByTestId('share-pending').textContent).toContain('new@example.com');
  });

  it('removes a current recipient (unshare)', async () => {
    const dialog = open();
    await within(dialog).findByText('kept@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove kept@example.com' }));
    await waitFor(() => expect(within(dialog).queryByText('kept@example.com')).toBeNull());
    expect(calls.find((call) => call.path.endsWith('/unshareDocument'))?.body).toEqual({
      type: 'file',
      id: 'd1',
      email: 'kept@example.com',
    });
  });
});
