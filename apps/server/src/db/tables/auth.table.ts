export interface SessionsTable {
  /** SHA-256 of the cookie token: a database leak gives no usable cookie. */
  id: string;
  user_id: string;
  firm_id: string;
  app_type: string;
  stage: 'second_factor' | 'active';
  pin_unlocked: number;
  pin_failures: number;
  code_failures: number;
  unlock_secret: string | null;
  created_at: string;
  last_activity_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  /** The name typed at sign-in (migration 0016): 'email', or null for the username; its wrapped key is returned after the PIN. */
  login_name: 'email' | null;
}

export interface ChallengesTable {
  id: string;
  user_id: string;
  session_id: string | null;
  purpose: string;
  code_hash: string;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

/** Failed sign-ins by firm and typed name, whether or not the name exists. */
export interface LoginThrottleTable {
  firm_key: string;
  username_key: string;
  failures: number;
  lock_level: number;
  locked_until: string | null;
  updated_at: string;
}

/** Every one-time code sent, for the send limit; outlives the challenge and its session. */
export interface CodeSendsTable {
  id: string;
  user_id: string;
  purpose: string;
  created_at: string;
}
