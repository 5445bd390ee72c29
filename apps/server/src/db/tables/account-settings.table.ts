/** The account-settings module's tables (migration 0014_account_settings). */

/**
 * One change in settings waiting for its SMS code(s): at most one per session and step. `code_hash`
 * is the code sent to the cell phone (for a phone change: the old number, and the alternate phone);
 * `new_code_hash` the code sent to `new_phone`. Verified once, then used once by the step's last call.
 */
export interface SettingsChallengesTable {
  id: string;
  user_id: string;
  session_id: string;
  step: 'password' | 'pin' | 'phone';
  code_hash: string;
  new_code_hash: string | null;
  new_phone: string | null;
  failures: number;
  sends: number;
  expires_at: string;
  verified_at: string | null;
  created_at: string;
}

export interface AccountSettingsTables {
  settings_challenges: SettingsChallengesTable;
}
