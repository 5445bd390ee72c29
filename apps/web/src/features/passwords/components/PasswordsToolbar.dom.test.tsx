import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { importMessages, messages } from '@guru/shared';
import { stubPhoneWidth } from '../../../test/phoneWidth';
import { PasswordsToolbar, type PasswordsToolbarProps } from './PasswordsToolbar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderToolbar() {
  const props: PasswordsToolbarProps = {
    folderName: null,
    searchResets: 0,
    selectedCount: 0,
    busy: { template: false, templateMail: false, exporting: false },
    onQueryChange: vi.fn(),
    onOpenRoot: vi.fn(),
    onDeleteSelected: vi.fn(),
    onAddPassword: vi.fn(),
    onAddFolder: vi.fn(),
    onGetTemplate: vi.fn(),
    onEmailTemplate: vi.fn(),
    onImport: vi.fn(),
    onExport: vi.fn(),
  };
  render(
    <MantineProvider>
      <PasswordsToolbar {...props} />
    </MantineProvider>,
  );
  return props;
}

// jsdom has no layout: Mantine's popover finds the menu's button without a box (as if scrolled away) and hides
// the opened menu, so its items are found among the hidden ones. The Playwright phone walk sees them on screen.
const inMenu = { hidden: true } as const;

describe('PasswordsToolbar below 600 px', () => {
  it('renders the template, import and export actions only in More actions', async () => {
    stubPhoneWidth();
    const props = renderToolbar();
    expect(screen.getByRole('button', { name: messages.passwordsAddNewPassword })).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.passwordsAddNewFolder })).toBeTruthy();
    for (const name of [
      messages.passwordsGetImportTemplate,
      messages.passwordsImportFromFile,
      messages.passwordsExportToExcel,
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }

    fireEvent.click(screen.getByRole('button', { name: messages.toolbarMoreActions }));
    const items = await screen.findAllByRole('menuitem', inMenu);
    expect(items.map((item) => item.textContent)).toEqual([
      messages.passwordsGetImportTemplate,
      messages.passwordsTemplateEmailMe,
      messages.passwordsImportFromFile,
      messages.passwordsExportToExcel,
      importMessages.importAction,
      importMessages.exportAction,
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: messages.passwordsImportFromFile, ...inMenu }));
    expect(props.onImport).toHaveBeenCalledTimes(1);
  });

  it('unfolds from 600 px on: the buttons, no More actions menu', () => {
    stubPhoneWidth(600);
    renderToolbar();
    for (const name of [
      messages.passwordsGetImportTemplate,
      messages.passwordsImportFromFile,
      messages.passwordsExportToExcel,
      importMessages.menu,
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: messages.toolbarMoreActions })).toBeNull();
  });
});
