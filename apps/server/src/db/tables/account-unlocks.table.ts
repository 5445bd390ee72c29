/** The auth module's unlock links (migration 0017_account_unlocks). */
export interface AccountUnlockTables {
  account_unlocks: AccountUnlocksTable;
}

/**
 * A link mailed when an account's password lock is set across every address (ADR 0003): its token is
 * kept only as a keyed hash, works once and for `accountUnlockHours`.
 */
export interface AccountUnlocksTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
