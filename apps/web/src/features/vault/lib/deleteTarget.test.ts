import { describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import { deleteConfirmText } from './deleteTarget';

describe('deleteConfirmText', () => {
  it('asks about the selected passwords when no folder goes with them', () => {
    expect(deleteConfirmText({ kind: 'selection', ids: ['a'], folders: [] })).toBe(messages.vaultDeleteSelectedConfirm);
  });

  it('warns that a selected folder loses all of its contents for good', () => {
    const text = deleteConfirmText({ kind: 'selection', ids: ['a', 'b'], folders: [{ id: 'f', name: 'Home' }] });
    expect(text).toContain('"Home"');
    expect(text).toContain('deleted permanently');
    const two = deleteConfirmText({ kind: 'selection', ids: ['a'], folders: [{ id: 'f', name: 'Home' }, { id: 'g', name: 'Travel' }] });
    expect(two).toContain('"Home", "Travel"');
    expect(two).toContain('deleted permanently');
  });

  it('keeps the texts of one entry and of one folder', () => {
    expect(deleteConfirmText({ kind: 'entry', id: 'a', name: 'Bank' })).toBe('Are you sure you want to delete "Bank"?');
    expect(deleteConfirmText({ kind: 'folder', id: 'f', name: 'Home' })).toContain('All of its contents will be deleted permanently.');
  });
});
