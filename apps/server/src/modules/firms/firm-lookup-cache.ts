import type { FirmSummary } from './firms.repository.js';

/**
 * The firms of recent hosts, kept for a moment (ADR 0024, "The firm of a host"). Every API call starts by
 * reading the firm its host names; on PostgreSQL that read was one round trip of the four an average
 * call makes. The firm row holds only what changes rarely (name, subdomain, sender, the passkey rule):
 * a suspension or a cancellation lives in the subscription, read with the session on every call, so it
 * still takes effect on the next call. Any write to a firm through this process empties the cache at
 * once; another process of the same database sees a change within `ttlMs`. A host that names no firm is
 * not kept: a firm created a moment ago is found on its first call.
 */
export class FirmLookupCache {
  private readonly firms = new Map<string, { firm: FirmSummary; until: number }>();
  /** Counts the clears: a row read before a clear is not kept after it (see `set`). */
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(subdomain: string): FirmSummary | undefined {
    const kept = this.firms.get(subdomain);
    if (!kept) return undefined;
    if (kept.until > this.now()) return kept.firm;
    this.firms.delete(subdomain);
    return undefined;
  }

  /** Where a read starts: `set` keeps its row only if no write cleared the cache since. */
  mark(): number {
    return this.clears;
  }

  set(subdomain: string, firm: FirmSummary, readAt: number): void {
    if (this.ttlMs <= 0 || readAt !== this.clears) return;
    if (this.firms.size >= this.maxEntries) this.firms.clear();
    this.firms.set(subdomain, { firm, until: this.now() + this.ttlMs });
  }

  /** After any write to a firm: the next lookup reads the database. */
  clear(): void {
    this.clears += 1;
    this.firms.clear();
  }
}
