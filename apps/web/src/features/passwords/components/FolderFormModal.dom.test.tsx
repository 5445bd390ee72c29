import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { messages } from '@guru/shared';
import { folder } from '../lib/testPasswords';
import { FolderFormModal } from './FolderFormModal';

const mutateAsync = vi.fn(async () => undefined);
vi.mock('../hooks/usePasswordsMutations', () => ({
  useSaveFolder: () => ({ mutateAsync, isPending: false }),
}));
vi.mock('../lib/notify', () => ({
  notifyOops: vi.fn(),
  notifySuccess: vi.fn(),
  passwordsErrorMessage: String,
}));

// jsdom has no FontFaceSet; the Notes box's autosize listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

beforeEach(() => mutateAsync.mockClear());
afterEach(cleanup);

const folders = [folder('f-home', 'Home'), folder('f-bank', 'Banking')];

function renderModal(edited?: ReturnType<typeof folder>) {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <FolderFormModal opened folder={edited} folders={folders} onClose={onClose} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

const nameField = () => screen.getByRole('textbox', { name: new RegExp(`^${messages.passwordsFolderName}`) });

describe('FolderFormModal: folder names are unique in the vault (checked in the browser, the names are encrypted)', () => {
  it('refuses a new folder named like another one, trimmed and in any case, at the field', async () => {
    const { user, onClose } = renderModal();
    await user.type(nameField(), '  banking ');
    await user.click(screen.getByRole('button', { name: messages.passwordsSave }));
    expect(await screen.findByText(messages.passwordsFolderNameUsed)).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(nameField());
    await user.type(nameField(), 'Travel');
    await user.click(screen.getByRole('button', { name: messages.passwordsSave }));
    expect(mutateAsync).toHaveBeenCalledWith({ id: undefined, values: { name: 'Travel', note: '' } });
  });

  it("lets a folder keep its own name, and refuses renaming it to another folder's", async () => {
    const { user } = renderModal(folders[0]);
    await user.click(screen.getByRole('button', { name: messages.passwordsSave }));
    expect(mutateAsync).toHaveBeenCalledWith({ id: 'f-home', values: { name: 'Home', note: '' } });
    mutateAsync.mockClear();
    await user.clear(nameField());
    await user.type(nameField(), 'BANKING');
    await user.click(screen.getByRole('button', { name: messages.passwordsSave }));
    expect(await screen.findByText(messages.passwordsFolderNameUsed)).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
  });
});
