import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { documentsScreenMessages as text, documentsViewerMessages, messages } from '@guru/shared';
import { stubPhoneWidth } from '../../../test/phoneWidth';
import { DocumentsToolbar, type DocumentsToolbarProps } from './DocumentsToolbar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has no layout: Mantine's popover finds the menu's button without a box (as if scrolled away) and hides
// the opened menu, so its items are found among the hidden ones. The Playwright phone walk sees them on screen.
const inMenu = { hidden: true } as const;

function renderToolbar(overrides: Partial<DocumentsToolbarProps> = {}) {
  const props: DocumentsToolbarProps = {
    searchResets: 0,
    selectedCount: 0,
    canDeleteSelection: true,
    canChangeItems: true,
    exporting: false,
    zipping: false,
    onQueryChange: vi.fn(),
    onDeleteSelected: vi.fn(),
    onUpload: vi.fn(),
    onAddFolder: vi.fn(),
    onExport: vi.fn(),
    onDownloadZip: vi.fn(),
    ...overrides,
  };
  render(
    <MantineProvider>
      <DocumentsToolbar {...props} />
    </MantineProvider>,
  );
  return props;
}

describe('DocumentsToolbar below 600 px', () => {
  it('keeps Upload File a button and folds Add New Folder and Export to Excel into More actions', async () => {
    stubPhoneWidth();
    const props = renderToolbar();
    expect(screen.getByRole('button', { name: text.uploadFile })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.addNewFolder })).toBeNull();
    expect(screen.queryByRole('button', { name: text.exportToExcel })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: messages.toolbarMoreActions }));
    const items = await screen.findAllByRole('menuitem', inMenu);
    expect(items.map((item) => item.textContent)).toEqual([text.addNewFolder, text.exportToExcel]);
    fireEvent.click(await screen.findByRole('menuitem', { name: text.exportToExcel, ...inMenu }));
    expect(props.onExport).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: messages.toolbarMoreActions }));
    fireEvent.click(await screen.findByRole('menuitem', { name: text.addNewFolder, ...inMenu }));
    expect(props.onAddFolder).toHaveBeenCalledTimes(1);
  });

  it('unfolds from 600 px on: every button, no More actions menu', () => {
    stubPhoneWidth();
    renderToolbar();
    expect(screen.getByRole('button', { name: messages.toolbarMoreActions })).toBeTruthy();
    cleanup();
    stubPhoneWidth(600);
    renderToolbar();
    for (const name of [text.uploadFile, text.addNewFolder, text.exportToExcel])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.toolbarMoreActions })).toBeNull();
  });

  it('offers Export to Excel alone to a viewer who may not change the items', async () => {
    stubPhoneWidth();
    renderToolbar({ canChangeItems: false });
    expect(screen.queryByRole('button', { name: text.uploadFile })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: messages.toolbarMoreActions }));
    expect((await screen.findAllByRole('menuitem', inMenu)).map((item) => item.textContent)).toEqual([
      text.exportToExcel,
    ]);
  });
});

describe('DocumentsToolbar with a selection', () => {
  it('offers Download as ZIP only while something is selected', () => {
    renderToolbar();
    expect(screen.queryByRole('button', { name: documentsViewerMessages.downloadZip })).toBeNull();
    cleanup();
    const props = renderToolbar({ selectedCount: 2 });
    fireEvent.click(screen.getByRole('button', { name: documentsViewerMessages.downloadZip }));
    expect(props.onDownloadZip).toHaveBeenCalledOnce();
  });
});
