/** The emergency module's tables (migrations 0015_emergency, 0020_one_time_codes; ADR 0021). */

/** A client's emergency contact and the server's half of their Emergency Access Kit (one per client). */
export interface EmergencyContactsTable {
  id: string;
  user_id: string;
  firm_id: string;
  name: string;
  email: string;
  phone_number: string;
  relationship: string;
  wait_days: number;
  /** The app the kit was made in: its link and the refuse link open that app's pages. */
  app_type: string;
  /** Public id of the kit, printed in its link; a new one with every save. */
  kit_id: string;
  /** Keyed hash of the proof derived from the kit's code C (never C itself). */
  kit_proof_hash: string;
  /** The share S of the emergency key, sealed with the server's at-rest key. */
  server_share: string;
  /** AES-GCM(HKDF(E), userKey), made in the client's browser. */
  emergency_user_key: string;
  created_at: string;
  updated_at: string;
}

export const EmergencyRequestStatus = {
  waiting: 'waiting',
  refused: 'refused',
  released: 'released',
  completed: 'completed',
  /** Ended without access: the contact was changed or removed, or too many wrong codes. */
  void: 'void',
} as const;
export type EmergencyRequestStatus = (typeof EmergencyRequestStatus)[keyof typeof EmergencyRequestStatus];

/**
 * A contact's request for access, from the request through the waiting period to the takeover. The SMS
 * code to the contact's phone is a one-time code whose subject is the request's id (ADR 0027).
 */
export interface EmergencyRequestsTable {
  id: string;
  contact_id: string;
  user_id: string;
  firm_id: string;
  status: EmergencyRequestStatus;
  requested_at: string;
  available_at: string;
  refuse_token_hash: string;
  takeover_token_hash: string | null;
  takeover_expires_at: string | null;
  ended_at: string | null;
}

/** Every step of emergency access, for the client's record (no secret in it). */
export interface EmergencyEventsTable {
  id: string;
  user_id: string;
  firm_id: string;
  request_id: string | null;
  kind: string;
  created_at: string;
}

export interface EmergencyTables {
  emergency_contacts: EmergencyContactsTable;
  emergency_requests: EmergencyRequestsTable;
  emergency_events: EmergencyEventsTable;
}
