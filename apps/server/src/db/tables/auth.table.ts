export interface SessionsTable {
  /** SHA-256 of the cookie token: a database leak gives no usable cookie. */
  id: string;
  user_id: string;
  firm_id: string;
  app_type: string;
  stage: 'second_factor' | 'active';
  pin_unlocked: number;
  unlock_secret: string | null;
  created_at: string;
  last_activity_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  /** The name typed at sign-in (migration 0016): 'email', or null for the username; its wrapped key is returned after the PIN. */
  login_name: 'email' | null;
  /** The passkey that signed this session in (migration 0033), else null: the PIN step returns its PRF wrap. */
  passkey_id: string | null;
}

/**
 * Attempt counters of every guessable secret (ADR 0027): failed sign-ins by firm and typed name (whether or
 * not the name exists), by user, by source address, by session or reset.
 */
export interface LoginThrottleTable {
  firm_key: string;
  username_key: string;
  failures: number;
  lock_level: number;
  locked_until: string | null;
  updated_at: string;
}
