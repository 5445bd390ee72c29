export interface FirmsTable {
  id: string;
  name: string;
  subdomain: string;
  logo_png: Uint8Array | null;
  sender_email: string | null;
  sender_verified: number;
  created_at: string;
}
