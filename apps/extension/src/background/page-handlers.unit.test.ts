import { describe, expect, it } from 'vitest';
import type { Offer } from '../lib/protocol.js';
import { TabMemory } from './offers.js';
import { PageHandlers } from './page-handlers.js';
import type { ExtensionSession } from './session.js';
import type { UnlockedVault, VaultEntry } from './vault.js';

const bank = 'http://bank.example.localhost:3242/login';

function entry(id: string, website: string, username: string): VaultEntry {
  return { id, folderId: null, name: id, username, website, searchText: '' };
}

/** A vault in memory: its entries' secrets, and what was created or updated. */
function fakeVault(entries: VaultEntry[], passwords: Record<string, string>) {
  const created: { username: string; website: string; password: string }[] = [];
  const updated: { id: string; password: string }[] = [];
  const vault = {
    folders: [],
    matching: (url: string) =>
      entries.filter((candidate) => new URL(url).hostname.endsWith(candidate.website)),
    secretOf: async (id: string) => ({ password: passwords[id] ?? '', note: '' }),
    create: async (
      summary: { username: string; website: string },
      _folder: string | null,
      password: string,
    ) => {
      created.push({ username: summary.username, website: summary.website, password });
      return entry('new', summary.website, summary.username);
    },
    updatePassword: async (id: string, password: string) => {
      updated.push({ id, password });
    },
  };
  return { vault: vault as unknown as UnlockedVault, created, updated };
}

function handlersWith(vault: UnlockedVault | null) {
  const session = {
    unlockedVault: async () => vault,
    firm: async () => ({ origin: 'http://firm.localhost', name: 'Firm', logoUrl: '' }),
    touch: async () => undefined,
    handleRefusal: async () => undefined,
  } as unknown as ExtensionSession;
  return new PageHandlers(session, new TabMemory());
}

const top = (url: string, tabId = 1) => ({ tabId, url, topUrl: url, isTop: true });

describe('PageHandlers', () => {
  const entries = [entry('bank', 'bank.example.localhost', 'alice')];

  it('offers and fills the entries of the page’s own site only', async () => {
    const { vault } = fakeVault(entries, { bank: 'secret-1' });
    const pages = handlersWith(vault);
    expect(await pages.handle({ type: 'menu', signUp: false }, top(bank))).toMatchObject({
      state: 'open',
      entries: [{ id: 'bank' }],
    });
    expect(await pages.handle({ type: 'fill', id: 'bank', insecureConfirmed: false }, top(bank))).toEqual({
      username: 'alice',
      password: 'secret-1',
    });
    const lookAlike = top('http://bank-example.localhost:3242/login');
    expect(await pages.handle({ type: 'menu', signUp: false }, lookAlike)).toEqual({ state: 'none' });
    expect(await pages.handle({ type: 'fill', id: 'bank', insecureConfirmed: true }, lookAlike)).toBeNull();
  });

  it('answers nothing to a frame of the entry’s site inside another site’s page', async () => {
    const { vault } = fakeVault(entries, { bank: 'secret-1' });
    const framed = { tabId: 1, url: bank, topUrl: 'http://evil.localhost/', isTop: false };
    const pages = handlersWith(vault);
    expect(await pages.handle({ type: 'menu', signUp: false }, framed)).toEqual({ state: 'none' });
    expect(await pages.handle({ type: 'fill', id: 'bank', insecureConfirmed: true }, framed)).toBeNull();
  });

  it('fills plain HTTP only once the person said so', async () => {
    const insecureEntries = [entry('shop', 'shop.example', 'bob')];
    const { vault } = fakeVault(insecureEntries, { shop: 'secret-2' });
    const pages = handlersWith(vault);
    const page = top('http://shop.example/login');
    expect(await pages.handle({ type: 'menu', signUp: false }, page)).toMatchObject({ insecure: true });
    expect(await pages.handle({ type: 'fill', id: 'shop', insecureConfirmed: false }, page)).toBeNull();
    expect(await pages.handle({ type: 'fill', id: 'shop', insecureConfirmed: true }, page)).toMatchObject({
      password: 'secret-2',
    });
  });

  it('shows a locked vault as locked and fills nothing', async () => {
    const pages = handlersWith(null);
    expect(await pages.handle({ type: 'menu', signUp: false }, top(bank))).toEqual({ state: 'locked' });
    expect(await pages.handle({ type: 'fill', id: 'bank', insecureConfirmed: false }, top(bank))).toBeNull();
  });

  it('offers to save a new credential and sends nothing until Save', async () => {
    const { vault, created } = fakeVault(entries, { bank: 'secret-1' });
    const pages = handlersWith(vault);
    const offer = (await pages.handle(
      { type: 'submitted', username: 'carol', password: 'pw' },
      top(bank),
    )) as Offer;
    expect(offer).toMatchObject({ kind: 'save', username: 'carol' });
    expect(JSON.stringify(offer)).not.toContain('pw');
    expect(created).toEqual([]);
    expect(await pages.handle({ type: 'offer' }, top(bank))).toEqual(offer);
    // Another tab, or another site in this tab, is not shown the offer.
    expect(await pages.handle({ type: 'offer' }, top(bank, 2))).toBeNull();
    expect(await pages.handle({ type: 'offer' }, top('http://other.localhost/'))).toBeNull();
    const answer = {
      type: 'answerOffer' as const,
      offerId: offer.id,
      accept: true,
      name: 'Bank',
      folderId: null,
    };
    expect(await pages.handle(answer, top(bank))).toEqual({ outcome: 'saved' });
    expect(created).toEqual([
      { username: 'carol', website: 'http://bank.example.localhost:3242', password: 'pw' },
    ]);
    // An offer is answered once.
    expect(await pages.handle(answer, top(bank))).toEqual({ outcome: 'dismissed' });
  });

  it('offers an update for a changed password, nothing for the same one, and Not now sends nothing', async () => {
    const { vault, updated } = fakeVault(entries, { bank: 'secret-1' });
    const pages = handlersWith(vault);
    expect(
      await pages.handle({ type: 'submitted', username: 'alice', password: 'secret-1' }, top(bank)),
    ).toBeNull();
    const offer = (await pages.handle(
      { type: 'submitted', username: 'ALICE', password: 'secret-2' },
      top(bank),
    )) as Offer;
    expect(offer).toMatchObject({ kind: 'update', name: 'bank' });
    const declined = {
      type: 'answerOffer' as const,
      offerId: offer.id,
      accept: false,
      name: '',
      folderId: null,
    };
    expect(await pages.handle(declined, top(bank))).toEqual({ outcome: 'dismissed' });
    expect(updated).toEqual([]);
  });

  it('matches the second page of a two-page login to the username of the first', async () => {
    const { vault } = fakeVault(entries, { bank: 'secret-1' });
    const pages = handlersWith(vault);
    expect(await pages.handle({ type: 'submitted', username: 'alice', password: '' }, top(bank))).toBeNull();
    const offer = await pages.handle({ type: 'submitted', username: '', password: 'secret-9' }, top(bank));
    expect(offer).toMatchObject({ kind: 'update', username: 'alice' });
  });

  it('saves a generated password when its form is submitted, and only that password', async () => {
    const { vault, created } = fakeVault([], {});
    const pages = handlersWith(vault);
    const signup = top('http://shop.localhost/signup');
    const generated = (await pages.handle({ type: 'generate' }, signup)) as { password: string };
    expect(generated.password).toHaveLength(16);
    const other = await pages.handle({ type: 'submitted', username: 'dan', password: 'typed' }, signup);
    expect(other).toMatchObject({ kind: 'save' });
    expect(created).toEqual([]);
    expect(
      await pages.handle({ type: 'submitted', username: 'dan', password: generated.password }, signup),
    ).toEqual({ outcome: 'saved' });
    expect(created).toHaveLength(1);
    expect(await pages.handle({ type: 'offer' }, top('http://shop.localhost/welcome'))).toEqual({
      outcome: 'saved',
    });
  });
});
