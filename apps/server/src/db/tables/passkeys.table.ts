/** The passkeys module's tables (migrations 0033_passkeys, 0034_passkey_challenges; ADR 0044). */

/** One WebAuthn credential of a person, registered at their firm's address (`rp_id`). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  firm_id: string;
  rp_id: string;
  /** base64url, as the authenticator names it; unique per firm. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter last seen (bigint: a string from PostgreSQL, a number from SQLite). */
  counter: number | string | bigint;
  /** JSON array of the transports the browser reported. */
  transports: string;
  name: string;
  /** 1 when the authenticator reported the PRF extension at registration. */
  prf_supported: number;
  /** The user key wrapped under HKDF(PRF output): a vault-crypto envelope, or null (second factor only). */
  prf_user_key: string | null;
  created_at: string;
  last_used_at: string | null;
}

export type PasskeyChallengePurpose = 'register' | 'second_factor' | 'sign_in';

/** A ceremony's challenge, taken once by the answer that signed it. */
export interface PasskeyChallengesTable {
  /** base64url, as in the browser's clientDataJSON. */
  challenge: string;
  purpose: PasskeyChallengePurpose;
  firm_id: string;
  rp_id: string;
  user_id: string | null;
  session_id: string | null;
  expires_at: string;
}

export interface PasskeysTables {
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}
