import type { Generated } from 'kysely';

/** Single-use invite codes (stored as keyed hashes). client_id is set for second-user invites. */
export interface InvitesTable {
  id: string;
  firm_id: string;
  email: string;
  email_key: string;
  /** E.164 phone to prefill on the sign-up screen, or ''. */
  phone: string;
  app_type: string;
  code_hash: string;
  invited_by: string | null;
  client_id: string | null;
  /** 1: sent because an advisor shared a document with a new e-mail; sign-up creates a third-party user (role 5). Migration 0008. */
  third_party: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Single-use links proving that an advisor controls their sender (reply-to) address. */
export interface SenderVerificationsTable {
  id: string;
  firm_id: string;
  email: string;
  token_hash: string;
  requested_by: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** What a visitor said when asking for an account (the user row has status 'requested'). */
export interface AccountRequestsTable {
  user_id: string;
  firm_id: string;
  app_type: string;
  relationship: string;
  created_at: string;
}

/** Each advisor's own verified sender address (Reply-To of the mails they send to clients). */
export interface AdvisorSendersTable {
  user_id: string;
  firm_id: string;
  email: string;
  verified_at: string;
}
