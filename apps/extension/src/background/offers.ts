import type { Offer } from '../lib/protocol.js';

/**
 * Credentials typed into a submitted form, kept in the service worker's memory only, per tab, until the person
 * answers the save or update prompt (ADR 0040): nothing leaves the browser before "Save" or "Update".
 */
export interface PendingOffer extends Offer {
  siteKey: string;
  website: string;
  password: string;
  entryId: string | null;
  createdAt: number;
}

const OFFER_LIFETIME_MS = 5 * 60_000;
/** The page a submitted form leads to says "saved" only if it comes soon after. */
const NOTICE_LIFETIME_MS = 10_000;

export class TabMemory {
  private readonly offers = new Map<number, PendingOffer>();
  /** The username of the first page of a two-page login, by tab and site. */
  private readonly usernames = new Map<number, { siteKey: string; username: string; at: number }>();
  /** Generated passwords offered on a sign-up form, by tab: saved when that form is submitted. */
  private readonly generated = new Map<number, { siteKey: string; password: string }>();

  /** A generated password saved as the page went away: the next page of the tab says so. */
  private readonly notices = new Map<number, { siteKey: string; at: number }>();

  putSavedNotice(tabId: number, siteKey: string): void {
    this.notices.set(tabId, { siteKey, at: Date.now() });
  }

  takeSavedNotice(tabId: number, siteKey: string): boolean {
    const notice = this.notices.get(tabId);
    if (!notice || notice.siteKey !== siteKey) return false;
    this.notices.delete(tabId);
    return Date.now() - notice.at < NOTICE_LIFETIME_MS;
  }

  putOffer(tabId: number, offer: PendingOffer): void {
    this.offers.set(tabId, offer);
  }

  offerOf(tabId: number, siteKey: string): PendingOffer | null {
    const offer = this.offers.get(tabId);
    if (!offer) return null;
    if (Date.now() - offer.createdAt > OFFER_LIFETIME_MS) {
      this.offers.delete(tabId);
      return null;
    }
    return offer.siteKey === siteKey ? offer : null;
  }

  takeOffer(tabId: number, offerId: string): PendingOffer | null {
    const offer = this.offers.get(tabId);
    if (!offer || offer.id !== offerId) return null;
    this.offers.delete(tabId);
    return offer;
  }

  rememberUsername(tabId: number, siteKey: string, username: string): void {
    this.usernames.set(tabId, { siteKey, username, at: Date.now() });
  }

  usernameOf(tabId: number, siteKey: string): string | null {
    const kept = this.usernames.get(tabId);
    if (!kept || kept.siteKey !== siteKey || Date.now() - kept.at > OFFER_LIFETIME_MS) return null;
    return kept.username;
  }

  rememberGenerated(tabId: number, siteKey: string, password: string): void {
    this.generated.set(tabId, { siteKey, password });
  }

  takeGenerated(tabId: number, siteKey: string, password: string): boolean {
    const kept = this.generated.get(tabId);
    if (!kept || kept.siteKey !== siteKey || kept.password !== password) return false;
    this.generated.delete(tabId);
    return true;
  }

  forgetTab(tabId: number): void {
    this.offers.delete(tabId);
    this.usernames.delete(tabId);
    this.generated.delete(tabId);
    this.notices.delete(tabId);
  }

  /** Lock and sign-out: typed passwords are not kept for a vault that is closed. */
  forgetAll(): void {
    this.offers.clear();
    this.usernames.clear();
    this.generated.clear();
    this.notices.clear();
  }
}
