/** One forgotten-password reset: a single-use link (keyed hash), its SMS code and the counts that end it. */
export interface PasswordResetsTable {
  id: string;
  /** The firm of the host the reset was asked on: the link works only there. */
  firm_id: string;
  user_id: string;
  app_type: string;
  token_hash: string;
  expires_at: string;
  /** Set when the reset is done, or ended by too many wrong codes or key handouts. */
  ended_at: string | null;
  /** Set once the SMS code (client) or the authenticator code (advisor, provider) was right. */
  verified_at: string | null;
  /** Keyed hash of the proof in the cookie of the browser that passed the code: later steps need it there. */
  verified_browser_hash: string | null;
  /** How many times the client's recoveryUserKey was handed to the browser (ADR 0018). */
  key_handouts: number;
  created_at: string;
}

/** An advisor's or the provider's one-time authenticator recovery code (keyed hash). */
export interface TotpRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The recovery module's tables (migration 0012_recovery). */
export interface RecoveryTables {
  password_resets: PasswordResetsTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
}
