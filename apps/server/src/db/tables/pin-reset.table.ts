/** The pin-reset module's tables (migration 0013_pin_reset). */
export interface PinResetTables {
  pin_resets: PinResetsTable;
  signup_phone_checks: SignupPhoneChecksTable;
}

/**
 * A PIN reset: by phone (the session waiting for its PIN) or by an e-mailed link (its token,
 * stored as a keyed hash). The new PIN waits here (argon2id) until the SMS code confirms it.
 */
export interface PinResetsTable {
  id: string;
  firm_id: string;
  user_id: string;
  app_type: string;
  via: 'phone' | 'email';
  /** The session that asked (phone); null for the e-mailed link. */
  session_id: string | null;
  /** HMAC of the link's token (e-mail); null by phone. */
  token_hash: string | null;
  pending_pin_hash: string | null;
  /** By e-mailed link: keyed hash of the proof in the cookie of the browser that chose the pending PIN. */
  browser_hash: string | null;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

/** A code sent at sign-up to the typed cell phone, for one invite; confirmed_at once the code came back. */
export interface SignupPhoneChecksTable {
  id: string;
  firm_id: string;
  invite_id: string;
  /** E.164. */
  phone: string;
  /** When the number's one-time code (subject: this check's id, ADR 0027) came back right. */
  confirmed_at: string | null;
  created_at: string;
}
