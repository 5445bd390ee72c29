import { limits, pinResetMessages } from '@guru/shared';

const PIN_PATTERN = new RegExp(`^\\d{${limits.pinLength}}$`);

export interface NewPinErrors {
  pin?: string;
  confirm?: string;
}

/** Reset PIN (seed): both fields required, 4 digits, the confirmation must match. */
export function newPinErrors(pin: string, confirm: string): NewPinErrors {
  const errors: NewPinErrors = {};
  if (!PIN_PATTERN.test(pin)) errors.pin = pinResetMessages.pinRequired;
  if (!PIN_PATTERN.test(confirm)) errors.confirm = pinResetMessages.pinRequired;
  else if (!errors.pin && confirm !== pin) errors.confirm = pinResetMessages.pinMismatch;
  return errors;
}

/** Digits only, at most four, as the user types. */
export function pinDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, limits.pinLength);
}

/** What the verify and done screens need to know of the reset (kept in the page's history state). */
export interface ResetPinState {
  /** The e-mailed link (e-mail flow); absent by phone. */
  link?: { token: string; email: string };
  phoneHint?: string;
}

export function readResetPinState(state: unknown): ResetPinState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const link = s.link as Record<string, unknown> | undefined;
  const out: ResetPinState = {};
  if (link && typeof link.token === 'string' && typeof link.email === 'string')
    out.link = { token: link.token, email: link.email };
  if (typeof s.phoneHint === 'string') out.phoneHint = s.phoneHint;
  return out;
}
