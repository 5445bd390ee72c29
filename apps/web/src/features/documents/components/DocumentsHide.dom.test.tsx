import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppType, formatMessage, retentionMessages, type CurrentUser, type DocumentRow } from '@guru/shared';
import { DocumentsViewer } from '../lib/documentsRole';
import { testFile } from '../lib/testDocuments';
import { DocumentsDashboard } from './DocumentsDashboard';
import { fakeFetch, renderDocuments } from './testRender';

const signedIn: { user: CurrentUser } = { user: userWith(6, 'admin') };
vi.mock('../../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth')>()),
  useSignedIn: () => ({ app: 'documentvault', user: signedIn.user }),
  useEndSession: () => () => undefined,
}));

function userWith(roleId: number, scope: CurrentUser['scope']): CurrentUser {
  return {
    id: 'u1',
    roleId,
    scope,
    currentLoggedAdmin: false,
    username: 'someone',
    email: 'someone@example.com',
    firstName: 'Some',
    lastName: 'One',
    phoneNumber: '',
    companyName: 'Demo',
    companyDomain: 'demo',
    firmId: 'f1',
    pinTimeInMinute: 5,
    logoutTimeInMinute: 15,
    validateOTPCode: 'sms',
    apps: [AppType.documents],
  };
}

let files: DocumentRow[];
let hideCalls: Array<{ path: string; body: unknown }>;

beforeEach(() => {
  files = [];
  hideCalls = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      if (url.pathname.endsWith('/hidden')) {
        const body = JSON.parse(String(init?.body)) as { hidden: boolean };
        hideCalls.push({ path: url.pathname, body });
        const id = url.pathname.split('/').at(-2) ?? '';
        files = files.map((f) => (f.id === id ? { ...f, hidden: body.hidden } : f));
        return files.find((f) => f.id === id);
      }
      if (url.pathname.endsWith('/docVaults/folders')) return [];
      if (url.pathname.includes('/docVaults/clients/'))
        return { id: 'c1', firstName: 'Casey', lastName: 'Client' };
      const rows = url.searchParams.get('isOnlyFilterSharing') === 'true' ? [] : files;
      return { results: rows, total: rows.length };
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hideLabel = (name: string) => formatMessage(retentionMessages.hideItem, { name });
const unhideLabel = (name: string) => formatMessage(retentionMessages.unhideItem, { name });

describe('hiding a shared file from the client (ADR 0050)', () => {
  it('the advisor hides a file: the call names it, and the row then shows it marked hidden with Show to client', async () => {
    signedIn.user = userWith(6, 'admin');
    files = [testFile('letter')];
    renderDocuments(<DocumentsDashboard clientId="c1" />, {
      viewer: DocumentsViewer.advisor,
      clientId: 'c1',
      path: '/documents-guru/c1/dashboard?folderId=null',
    });
    expect(screen.queryByTestId('hidden-badge')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: hideLabel('letter.pdf') }));
    await waitFor(() =>
      expect(hideCalls).toEqual([
        { path: expect.stringContaining('/docVaults/documents/letter/hidden'), body: { hidden: true } },
      ]),
    );
    expect((await screen.findByTestId('hidden-badge')).textContent).toBe(retentionMessages.hiddenBadge);
    expect(await screen.findByRole('button', { name: unhideLabel('letter.pdf') })).toBeTruthy();
  });

  it('a client is offered no hide button', async () => {
    signedIn.user = userWith(3, 'client');
    files = [testFile('letter')];
    renderDocuments(<DocumentsDashboard />, {
      viewer: DocumentsViewer.client,
      path: '/documents-guru/dashboard?folderId=null',
    });
    await screen.findByRole('button', { name: 'letter.pdf' });
    expect(screen.queryByRole('button', { name: hideLabel('letter.pdf') })).toBeNull();
  });
});
