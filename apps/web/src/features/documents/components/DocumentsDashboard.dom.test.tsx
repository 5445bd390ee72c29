import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AppType,
  documentLinksMessages,
  documentsMessages,
  documentsScreenMessages as text,
  type CurrentUser,
  type DocumentFolder,
  type DocumentRow,
} from '@guru/shared';
import { DocumentsViewer } from '../lib/documentsRole';
import { testFile, testFolder } from '../lib/testDocuments';
import { DocumentsDashboard } from './DocumentsDashboard';
import { fakeFetch, renderDocuments } from './testRender';

const signedIn: { user: CurrentUser } = { user: userWith(3, 'client') };
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

interface World {
  sharedWithMe: DocumentRow[];
  files: DocumentRow[];
  folders: DocumentFolder[];
}
let world: World;
let listCalls: URL[];
let activityCalls: URL[];
let linkCalls: URL[];
const activityRows = [
  {
    id: 'a2',
    action: 'download',
    itemType: 'file',
    itemName: 'mine.pdf',
    actor: { firstName: 'Alex', lastName: 'Advisor', email: 'alex@example.com' },
    detail: '',
    ip: null,
    createdAt: '2026-05-02T10:00:00.000Z',
  },
  {
    id: 'a1',
    action: 'upload',
    itemType: 'file',
    itemName: 'mine.pdf',
    actor: { firstName: 'Casey', lastName: 'Client', email: 'casey@example.com' },
    detail: '',
    ip: null,
    createdAt: '2026-05-01T10:00:00.000Z',
  },
];

beforeEach(() => {
  world = { sharedWithMe: [], files: [], folders: [] };
  listCalls = [];
  activityCalls = [];
  linkCalls = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => {
      if (url.pathname.endsWith('/docVaults/folders')) return world.folders;
      if (url.pathname.includes('/docVaults/clients/'))
        return { id: 'c1', firstName: 'Casey', lastName: 'Client' };
      if (url.pathname.endsWith('/docVaults/activity')) {
        activityCalls.push(url);
        return activityRows;
      }
      if (url.pathname.endsWith('/docVaults/links')) {
        linkCalls.push(url);
        return [];
      }
      if (url.pathname.endsWith('/docVaults/activity/export')) {
        activityCalls.push(url);
        return 'xlsx';
      }
      listCalls.push(url);
      const rows = url.searchParams.get('isOnlyFilterSharing') === 'true' ? world.sharedWithMe : world.files;
      return { results: rows, total: rows.length };
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function tabNames(): string[] {
  return screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
}

describe('tabs by role (seed 001 section 2.1)', () => {
  it('a client has Private Documents and Shared with FA, the latter active', async () => {
    signedIn.user = userWith(3, 'client');
    renderDocuments(<DocumentsDashboard />, { viewer: DocumentsViewer.client });
    await screen.findByRole('button', {
      name: `${text.openFolder.replace('{name}', documentsMessages.noGroup)}`,
    });
    expect(tabNames()).toEqual([documentsMessages.tabPrivate, documentsMessages.tabShared]);
    expect(screen.getByRole('tab', { name: documentsMessages.tabShared }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('link', { name: documentsMessages.returnToDashboard })).toBeNull();
  });

  it('a second user with something shared also gets Share with me', async () => {
    signedIn.user = userWith(4, 'client');
    world.sharedWithMe = [testFile('s1')];
    renderDocuments(<DocumentsDashboard />, { viewer: DocumentsViewer.client });
    await waitFor(() =>
      expect(tabNames()).toEqual([
        documentsMessages.tabPrivate,
        documentsMessages.tabShared,
        documentsMessages.tabShareWithMe,
      ]),
    );
  });

  it('the advisor has "Client: {name}" and Return to Dashboard', async () => {
    signedIn.user = userWith(6, 'admin');
    renderDocuments(<DocumentsDashboard clientId="c1" />, { viewer: DocumentsViewer.advisor });
    await waitFor(() => expect(tabNames()).toEqual(['Client: Casey Client']));
    expect(screen.getByRole('link', { name: documentsMessages.returnToDashboard }).getAttribute('href')).toBe(
      '/dashboard/user',
    );
    expect(listCalls.some((url) => url.searchParams.get('clientId') === 'c1')).toBe(true);
  });

  it('a third party has Share with me alone: no upload, shared by and shared date columns', async () => {
    signedIn.user = userWith(5, 'client');
    renderDocuments(<DocumentsDashboard />, { viewer: DocumentsViewer.thirdParty });
    await screen.findByRole('columnheader', { name: text.columnSharedBy });
    expect(tabNames()).toEqual([documentsMessages.tabShareWithMe]);
    expect(screen.getByRole('columnheader', { name: text.columnSharedDate })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: text.columnLastUpdated })).toBeNull();
    expect(screen.queryByRole('button', { name: text.uploadFile })).toBeNull();
    expect(screen.queryByRole('button', { name: text.addNewFolder })).toBeNull();
  });
});

describe('selection in a folder', () => {
  beforeEach(() => {
    signedIn.user = userWith(3, 'client');
    world.files = [testFile('mine'), testFile('theirs', { faUploadUserId: 'advisor-1' })];
  });

  it('hides Delete on what an advisor uploaded, and select-all selects every row shown', async () => {
    renderDocuments(<DocumentsDashboard />, {
      viewer: DocumentsViewer.client,
      path: '/documents-guru/dashboard?folderId=null',
    });
    await screen.findByRole('button', { name: 'mine.pdf' });
    expect(screen.getByRole('button', { name: 'Delete mine.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete theirs.pdf' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select mine.pdf' }));
    expect(screen.getByRole('button', { name: /Delete\s*\(1 selected\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: text.selectAll }));
    const table = screen.getByRole('table', { name: text.tableLabel });
    expect(
      within(table)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    // The advisor's file is selected too, so the selection may not be deleted.
    expect(screen.queryByRole('button', { name: /Delete\s*\(2 selected\)/ })).toBeNull();
  });

  it('a sort starts again at page 1 with nothing selected', async () => {
    renderDocuments(<DocumentsDashboard />, {
      viewer: DocumentsViewer.client,
      path: '/documents-guru/dashboard?folderId=null',
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select mine.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: text.columnSize }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Select mine.pdf' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    expect(listCalls.at(-1)?.searchParams.get('orderBy')).toBe('fileSize');
    expect(listCalls.at(-1)?.searchParams.get('offset')).toBe('0');
  });
});

describe('Delete folder by who created it', () => {
  beforeEach(() => {
    world.folders = [
      testFolder('mine', { name: 'By Casey' }),
      testFolder('alex', { name: 'By Alex', createdByAdvisor: true }),
    ];
  });

  it('the advisor sees Delete only on folders an advisor created', async () => {
    signedIn.user = userWith(6, 'admin');
    renderDocuments(<DocumentsDashboard clientId="c1" />, {
      viewer: DocumentsViewer.advisor,
      clientId: 'c1',
    });
    await screen.findByRole('button', { name: text.openFolder.replace('{name}', 'By Alex') });
    expect(
      screen.getByRole('button', { name: text.deleteFolderItem.replace('{name}', 'By Alex') }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: text.deleteFolderItem.replace('{name}', 'By Casey') }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select By Casey' }));
    expect(screen.queryByRole('button', { name: /Delete\s*\(1 selected\)/ })).toBeNull();
  });

  it('the client sees Delete on both', async () => {
    signedIn.user = userWith(3, 'client');
    renderDocuments(<DocumentsDashboard />, { viewer: DocumentsViewer.client });
    await screen.findByRole('button', { name: text.openFolder.replace('{name}', 'By Alex') });
    expect(
      screen.getByRole('button', { name: text.deleteFolderItem.replace('{name}', 'By Alex') }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: text.deleteFolderItem.replace('{name}', 'By Casey') }),
    ).toBeTruthy();
  });
});

describe('activity', () => {
  it("a row's Activity lists who did what and when", async () => {
    signedIn.user = userWith(3, 'client');
    world.files = [testFile('mine')];
    renderDocuments(<DocumentsDashboard />, {
      viewer: DocumentsViewer.client,
      path: '/documents-guru/dashboard?folderId=null',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Activity of mine.pdf' }));
    const table = await screen.findByRole('table', { name: text.activityTableLabel });
    const rows = within(table)
      .getAllByTestId('activity-row')
      .map((row) => row.textContent ?? '');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Alex Advisor');
    expect(rows[0]).toContain(text.activityActions.download);
    expect(rows[1]).toContain('Casey Client');
    expect(rows[1]).toContain(text.activityActions.upload);
    expect(activityCalls[0]?.searchParams.get('id')).toBe('mine');
    expect(activityCalls[0]?.searchParams.get('type')).toBe('file');
  });

  it('folders have Activity too', async () => {
    signedIn.user = userWith(3, 'client');
    world.folders = [testFolder('f1', { name: 'Taxes' })];
    renderDocuments(<DocumentsDashboard />, { viewer: DocumentsViewer.client });
    fireEvent.click(await screen.findByRole('button', { name: 'Activity of folder Taxes' }));
    await screen.findByRole('table', { name: text.activityTableLabel });
    expect(activityCalls[0]?.searchParams.get('type')).toBe('folder');
  });

  it("only the advisor has Export activity, which downloads the client's .xlsx", async () => {
    const saved = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    signedIn.user = userWith(6, 'admin');
    renderDocuments(<DocumentsDashboard clientId="c1" />, {
      viewer: DocumentsViewer.advisor,
      clientId: 'c1',
    });
    fireEvent.click(await screen.findByRole('button', { name: text.exportActivity }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(activityCalls.at(-1)?.pathname).toMatch(/\/docVaults\/activity\/export$/);
    expect(activityCalls.at(-1)?.searchParams.get('clientId')).toBe('c1');
    cleanup();
    signedIn.user = userWith(3, 'client');
    renderDocuments(<DocumentsDashboard />, { viewer: DocumentsViewer.client });
    await screen.findByRole('button', { name: text.openFolder.replace('{name}', documentsMessages.noGroup) });
    expect(screen.queryByRole('button', { name: text.exportActivity })).toBeNull();
  });
});

describe('Send a link (ADR 0047)', () => {
  const sendLinkFolder = (name: string) => documentLinksMessages.sendLinkFolderItem.replace('{name}', name);
  const sendLinkFile = (name: string) => documentLinksMessages.sendLinkItem.replace('{name}', name);

  it("the advisor sends a link for a folder of the client's shared area", async () => {
    signedIn.user = userWith(6, 'admin');
    world.folders = [testFolder('f1', { name: 'Taxes' })];
    renderDocuments(<DocumentsDashboard clientId="c1" />, {
      viewer: DocumentsViewer.advisor,
      clientId: 'c1',
    });
    fireEvent.click(await screen.findByRole('button', { name: sendLinkFolder('Taxes') }));
    const dialog = await screen.findByRole('dialog', { name: 'Link for Taxes' });
    expect(within(dialog).getByRole('textbox', { name: documentLinksMessages.linkEmail })).toBeTruthy();
    await waitFor(() => expect(linkCalls).toHaveLength(1));
    expect(linkCalls[0]?.searchParams.get('type')).toBe('folder');
    expect(linkCalls[0]?.searchParams.get('id')).toBe('f1');
  });

  it("files have it too, in the advisor's view", async () => {
    signedIn.user = userWith(6, 'admin');
    world.files = [testFile('mine')];
    renderDocuments(<DocumentsDashboard clientId="c1" />, {
      viewer: DocumentsViewer.advisor,
      clientId: 'c1',
      path: '/documents-guru/c1/dashboard?folderId=null',
    });
    fireEvent.click(await screen.findByRole('button', { name: sendLinkFile('mine.pdf') }));
    await screen.findByRole('dialog', { name: 'Link for mine.pdf' });
    await waitFor(() => expect(linkCalls.at(-1)?.searchParams.get('type')).toBe('file'));
  });

  it('a client never sees it, neither in Shared with FA nor in Private Documents', async () => {
    signedIn.user = userWith(3, 'client');
    world.folders = [testFolder('f1', { name: 'Taxes' })];
    world.files = [testFile('mine')];
    renderDocuments(<DocumentsDashboard />, { viewer: DocumentsViewer.client });
    await screen.findByRole('button', { name: text.openFolder.replace('{name}', 'Taxes') });
    expect(screen.queryByRole('button', { name: sendLinkFolder('Taxes') })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: documentsMessages.tabPrivate }));
    await screen.findByRole('button', { name: text.openFolder.replace('{name}', 'Taxes') });
    expect(screen.queryByRole('button', { name: sendLinkFolder('Taxes') })).toBeNull();
  });
});
