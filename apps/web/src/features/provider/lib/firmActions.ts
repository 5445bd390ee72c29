import type { SubscriptionStatus } from '@guru/shared';

/** The subscription actions the provider is offered for a firm's current status (null: no subscription). */
export type FirmActionKind = 'activate' | 'extend' | 'suspend' | 'cancel';

export function firmActions(status: SubscriptionStatus | null): FirmActionKind[] {
  switch (status) {
    case null:
      return ['activate'];
    case 'trialing':
    case 'active':
    case 'past_due':
      return ['activate', 'extend', 'suspend', 'cancel'];
    case 'canceled':
      return ['activate', 'suspend'];
    case 'suspended':
      return ['activate'];
  }
}

/** A `YYYY-MM-DD` of a date box as the API's period end: that day at noon UTC, so it is the same day in every time zone nearby. */
export function dateInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T12:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The date box's value of an ISO date (its UTC day). */
export function isoToDateInput(iso: string): string {
  return iso.slice(0, 10);
}

/** Whether a date box's day lies after today. */
export function isFutureDay(value: string, now: Date): boolean {
  const iso = dateInputToIso(value);
  return iso !== null && iso.slice(0, 10) > now.toISOString().slice(0, 10);
}

/** Dollars typed by the provider as cents (two decimals at most), or null. */
export function dollarsToCents(value: number | string): number | null {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * 100);
}

/** "$1,234.50" for cents of a currency (USD by default). */
export function formatMoney(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
