import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { messages } from '@guru/shared';
import { stubPhoneWidth } from '../../../test/phoneWidth';
import { ClientBreadcrumb, ClientToolbar } from './ClientToolbar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientBreadcrumb', () => {
  it('reads "Client Management > Disabled Users" in the folder, as the seed writes it', () => {
    render(
      <MantineProvider>
        <ClientBreadcrumb disabledFolder onOpenRoot={() => undefined} />
      </MantineProvider>,
    );
    const nav = screen.getByRole('navigation', { name: messages.clientsBreadcrumbLabel });
    expect(nav.textContent).toBe(`${messages.clientManagementTitle}>${messages.clientsDisabledFolder}`);
    expect(screen.getByRole('button', { name: messages.clientManagementTitle })).toBeTruthy();
  });

  it('is the title alone at the root', () => {
    render(
      <MantineProvider>
        <ClientBreadcrumb disabledFolder={false} onOpenRoot={() => undefined} />
      </MantineProvider>,
    );
    expect(screen.getByRole('navigation', { name: messages.clientsBreadcrumbLabel }).textContent).toBe(
      messages.clientManagementTitle,
    );
  });
});

function renderToolbar() {
  // The firm's logo waits for the firm's branding, which never answers here.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  const onExport = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ClientToolbar
            disabledFolder={false}
            onOpenRoot={() => undefined}
            exporting={false}
            onQueryChange={() => undefined}
            onInvite={() => undefined}
            onExport={onExport}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onExport };
}

// jsdom has no layout: Mantine's popover finds the menu's button without a box (as if scrolled away) and hides
// the opened menu, so its items are found among the hidden ones. The Playwright phone walk sees them on screen.
const inMenu = { hidden: true } as const;

describe('ClientToolbar below 600 px', () => {
  it('keeps Invite new client a button and folds Export to Excel into More actions', async () => {
    stubPhoneWidth();
    const { onExport } = renderToolbar();
    expect(screen.getByRole('button', { name: messages.clientsInviteNew })).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.clientsExportToExcel })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: messages.toolbarMoreActions }));
    expect((await screen.findAllByRole('menuitem', inMenu)).map((item) => item.textContent)).toEqual([
      messages.clientsExportToExcel,
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: messages.clientsExportToExcel, ...inMenu }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('unfolds from 600 px on: Export to Excel a button, no More actions menu', () => {
    stubPhoneWidth();
    renderToolbar();
    expect(screen.getByRole('button', { name: messages.toolbarMoreActions })).toBeTruthy();
    cleanup();
    stubPhoneWidth(600);
    renderToolbar();
    expect(screen.getByRole('button', { name: messages.clientsInviteNew })).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.clientsExportToExcel })).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.toolbarMoreActions })).toBeNull();
  });
});
