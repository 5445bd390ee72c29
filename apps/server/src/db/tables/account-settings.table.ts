/** The account-settings module's tables (migrations 0014_account_settings, 0020_one_time_codes). */

/**
 * One change in settings waiting for its SMS code(s): at most one per session and step. Its codes are
 * one-time codes (ADR 0027) whose subject is the challenge's id (the cell phone's, also texted to the
 * alternate phone) and, for a phone change, `{id}:new` (the one texted to `new_phone`). Verified once,
 * then used once by the step's last call.
 */
export interface SettingsChallengesTable {
  id: string;
  user_id: string;
  session_id: string;
  step: 'password' | 'pin' | 'phone' | 'passkey';
  new_phone: string | null;
  expires_at: string;
  verified_at: string | null;
  created_at: string;
}

export interface AccountSettingsTables {
  settings_challenges: SettingsChallengesTable;
}
