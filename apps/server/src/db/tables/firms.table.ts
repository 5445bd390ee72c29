import type { Generated } from 'kysely';

export interface FirmsTable {
  id: string;
  name: string;
  subdomain: string;
  logo_png: Uint8Array | null;
  sender_email: string | null;
  sender_verified: number;
  created_at: string;
  /** 1: every advisor and second user must sign in with a passkey (migration 0035). */
  require_passkeys: Generated<number>;
}
