/** The one-time-code module's tables (migration 0020_one_time_codes; ADR 0027). */

/**
 * A code texted for one purpose and subject (a sign-in's session, a reset, a sign-up's invite and phone, a
 * settings step, an emergency request), as a keyed hash of its id and the code. Used once; a new code for
 * the same subject ends the former one. Rows outlive their subject: the send limits count them.
 */
export interface OneTimeCodesTable {
  id: string;
  purpose: string;
  subject: string;
  /** The account whose lock the wrong codes count toward; null before there is one (the sign-up's phone). */
  user_id: string | null;
  /** E.164 phone the code was texted to. */
  recipient: string;
  code_hash: string;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

/** Fixed-window counts of things a caller may do only so often (code sends), taken in one statement each. */
export interface RateWindowsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface OneTimeCodesTables {
  one_time_codes: OneTimeCodesTable;
  rate_windows: RateWindowsTable;
}
