export const UserStatus = {
  active: 'active',
  disabled: 'disabled',
  requested: 'requested',
  pending: 'pending',
} as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

/** `staff` (7): a member of the firm's team without billing or branding (ADR 0051); scope `admin` like an advisor. */
export const RoleId = { client: 3, secondUser: 4, sharedUser: 5, advisor: 6, staff: 7, provider: 1 } as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

/** The firm's team in the console: advisors and staff. */
export const consoleRoleIds: ReadonlySet<number> = new Set([RoleId.advisor, RoleId.staff]);

export interface UsersTable {
  id: string;
  /** Null only for the provider's own staff, who belong to no firm. */
  firm_id: string | null;
  role_id: number;
  scope: 'client' | 'admin' | 'provider';
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  recover_phone_number: string | null;
  kdf_salt: string;
  /** JSON of KdfParams. */
  kdf_params: string;
  auth_hash: string;
  pin_hash: string | null;
  /** TOTP secret, encrypted at rest; null until enrolment starts. */
  totp_secret: string | null;
  totp_enrolled: number;
  totp_last_step: number | null;
  status: UserStatus;
  pin_time_minutes: number;
  logout_time_minutes: number;
  protected_user_key: string | null;
  recovery_user_key: string | null;
  owner_user_id: string | null;
  enable_notification: number;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  /** When the user's photo was last set (account settings, migration 0014); null without a photo. */
  photo_updated_at: string | null;
  /**
   * The e-mail's own credential (migration 0016, ADR 0022): its KDF salt, argon2id of its authKey and
   * the user key wrapped under its wrapKey. Null on rows made before: the e-mail then signs in with the
   * username's credential (`kdf_salt`, `auth_hash`, `protected_user_key`).
   */
  email_kdf_salt: string | null;
  email_auth_hash: string | null;
  email_protected_user_key: string | null;
}

export interface UserAppsTable {
  user_id: string;
  app_type: string;
  created_at: string;
}
