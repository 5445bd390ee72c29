import { defaultGeneratorOptions, generatePassword, generatorLimits } from '@guru/shared';
import type { Browser } from 'wxt/browser';
import type { FilledCredential, MenuAnswer, Offer, OfferOutcome, PageRequest } from '../lib/protocol.js';
import { frameMayBeFilled, isInsecure, siteOf } from '../lib/site-rules.js';
import type { PendingOffer, TabMemory } from './offers.js';
import type { ExtensionSession } from './session.js';
import type { UnlockedVault } from './vault.js';

/** The generator of the vault (packages/shared password-generator.ts), with symbols and a longer length. */
export const extensionGeneratorOptions = {
  ...defaultGeneratorOptions,
  symbols: true,
  length: Math.min(16, generatorLimits.maxLength),
};

/** Where a page's message comes from, as the browser says (never as the page says). */
interface Frame {
  tabId: number;
  url: string;
  topUrl: string;
  isTop: boolean;
}

export function frameOf(sender: Browser.runtime.MessageSender): Frame | null {
  const tabId = sender.tab?.id;
  const url = sender.url;
  const topUrl = sender.tab?.url;
  if (tabId === undefined || !url || !topUrl) return null;
  return { tabId, url, topUrl, isTop: sender.frameId === 0 };
}

function fillable(frame: Frame): boolean {
  return frameMayBeFilled(frame.url, frame.topUrl, frame.isTop);
}

function hostNameOf(url: string): string {
  return siteOf(url)?.hostname ?? '';
}

/**
 * The content script's requests (inline menu, fill, generate, submitted forms, prompts). Every answer is
 * decided from the frame's own URL as the browser reports it (site-rules.ts): a frame that may not be filled
 * gets nothing, whatever it asks.
 */
export class PageHandlers {
  /** A submitted form still being judged, by tab: the next page's prompt waits for it. */
  private readonly judging = new Map<number, Promise<unknown>>();

  constructor(
    private readonly session: ExtensionSession,
    private readonly tabs: TabMemory,
  ) {}

  async handle(request: PageRequest, frame: Frame): Promise<unknown> {
    switch (request.type) {
      case 'menu':
        return this.menu(frame, request.signUp);
      case 'fill':
        return this.fill(frame, request.id, request.insecureConfirmed);
      case 'generate':
        return this.generate(frame);
      case 'submitted': {
        const judged = this.submitted(frame, request.username, request.password);
        this.judging.set(
          frame.tabId,
          judged.catch(() => null),
        );
        return judged;
      }
      case 'offer':
        await this.judging.get(frame.tabId);
        return this.offer(frame);
      case 'answerOffer':
        return this.answer(frame, request.offerId, request.accept, request.name, request.folderId);
    }
  }

  private async menu(frame: Frame, signUp: boolean): Promise<MenuAnswer> {
    if (!fillable(frame) || !siteOf(frame.url)) return { state: 'none' };
    const vault = await this.session.unlockedVault();
    if (!vault) return (await this.session.firm()) ? { state: 'locked' } : { state: 'none' };
    const entries = (await vault.matching(frame.url)).map(({ id, name, username, website }) => ({
      id,
      name,
      username,
      website,
    }));
    if (entries.length === 0 && !signUp) return { state: 'none' };
    await this.session.touch();
    return { state: 'open', insecure: isInsecure(frame.url), entries, generate: signUp };
  }

  private async fill(frame: Frame, id: string, insecureConfirmed: boolean): Promise<FilledCredential | null> {
    if (!fillable(frame)) return null;
    if (isInsecure(frame.url) && !insecureConfirmed) return null;
    const vault = await this.session.unlockedVault();
    const entry = (await vault?.matching(frame.url))?.find((candidate) => candidate.id === id);
    if (!vault || !entry) return null;
    await this.session.touch();
    const secret = await this.withSession(() => vault.secretOf(id));
    const site = siteOf(frame.url);
    if (site) this.tabs.rememberUsername(frame.tabId, site.key, entry.username);
    return { username: entry.username, password: secret.password };
  }

  private async generate(frame: Frame): Promise<{ password: string } | null> {
    const site = siteOf(frame.url);
    if (!fillable(frame) || !site || !(await this.session.unlockedVault())) return null;
    await this.session.touch();
    const password = generatePassword(extensionGeneratorOptions);
    this.tabs.rememberGenerated(frame.tabId, site.key, password);
    return { password };
  }

  /**
   * A form was submitted with a password: a generated one is saved at once (the person chose it for this
   * form); otherwise an offer to save a new entry or update a known one's password is kept for the prompt.
   */
  private async submitted(
    frame: Frame,
    typedUsername: string,
    password: string,
  ): Promise<Offer | { outcome: OfferOutcome } | null> {
    const site = siteOf(frame.url);
    if (!fillable(frame) || !site) return null;
    if (password === '') {
      if (typedUsername !== '') this.tabs.rememberUsername(frame.tabId, site.key, typedUsername);
      return null;
    }
    const vault = await this.session.unlockedVault();
    if (!vault) return null;
    const username = typedUsername || this.tabs.usernameOf(frame.tabId, site.key) || '';
    const website = new URL(frame.url).origin;
    if (this.tabs.takeGenerated(frame.tabId, site.key, password)) {
      await this.withSession(() =>
        vault.create({ name: hostNameOf(frame.url), username, website }, null, password),
      );
      this.tabs.putSavedNotice(frame.tabId, site.key);
      return { outcome: 'saved' };
    }
    const known = await this.knownEntry(vault, frame.url, username);
    if (known && known.password === password) return null;
    const offer: PendingOffer = {
      id: crypto.randomUUID(),
      kind: known ? 'update' : 'save',
      name: known ? known.name : hostNameOf(frame.url),
      username,
      folders: vault.folders,
      siteKey: site.key,
      website,
      password,
      entryId: known?.id ?? null,
      createdAt: Date.now(),
    };
    this.tabs.putOffer(frame.tabId, offer);
    return publicOffer(offer);
  }

  /** The entry of this site with this username (or the site's only entry when no username was typed). */
  private async knownEntry(vault: UnlockedVault, pageUrl: string, username: string) {
    const candidates = await vault.matching(pageUrl);
    const entry =
      candidates.find((candidate) => candidate.username.toLowerCase() === username.toLowerCase()) ??
      (username === '' && candidates.length === 1 ? candidates[0] : undefined);
    if (!entry) return null;
    const secret = await this.withSession(() => vault.secretOf(entry.id));
    return { id: entry.id, name: entry.name, password: secret.password };
  }

  /** What the top frame of a tab shows on load: a pending prompt, or that a generated password was saved. */
  private offer(frame: Frame): Offer | { outcome: OfferOutcome } | null {
    const site = siteOf(frame.url);
    if (!frame.isTop || !site) return null;
    if (this.tabs.takeSavedNotice(frame.tabId, site.key)) return { outcome: 'saved' };
    const offer = this.tabs.offerOf(frame.tabId, site.key);
    return offer ? publicOffer(offer) : null;
  }

  private async answer(
    frame: Frame,
    offerId: string,
    accept: boolean,
    name: string,
    folderId: string | null,
  ): Promise<{ outcome: OfferOutcome }> {
    const offer = this.tabs.takeOffer(frame.tabId, offerId);
    if (!offer || !accept) return { outcome: 'dismissed' };
    const vault = await this.session.unlockedVault();
    if (!vault) return { outcome: 'dismissed' };
    await this.session.touch();
    if (offer.kind === 'update' && offer.entryId) {
      const entryId = offer.entryId;
      await this.withSession(() => vault.updatePassword(entryId, offer.password));
      return { outcome: 'updated' };
    }
    const folder = vault.folders.find((candidate) => candidate.id === folderId)?.id ?? null;
    const entryName = name.trim() || offer.name;
    await this.withSession(() =>
      vault.create(
        { name: entryName, username: offer.username, website: offer.website },
        folder,
        offer.password,
      ),
    );
    return { outcome: 'saved' };
  }

  /** A call that the server refuses for the session's sake locks or signs out here too. */
  private async withSession<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      await this.session.handleRefusal(error);
      throw error;
    }
  }
}

function publicOffer(offer: PendingOffer): Offer {
  return {
    id: offer.id,
    kind: offer.kind,
    name: offer.name,
    username: offer.username,
    folders: offer.folders,
  };
}
