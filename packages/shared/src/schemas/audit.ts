import { z } from 'zod';

/**
 * The firm's audit trail (ADR 0048): every kind of event it records. A new module that emits adds its kinds here.
 */
export const auditEventKinds = [
  // Sign-in chain (auth, recovery, PIN reset, account unlock).
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.second_factor_failed',
  'auth.account_locked',
  'auth.sign_out',
  'auth.password_reset',
  'auth.pin_reset',
  'auth.totp_recovery_code_used',
  'auth.totp_recovery_codes_renewed',
  // Account settings of a client.
  'account.password_changed',
  'account.pin_changed',
  'account.phone_changed',
  'account.recovery_code_renewed',
  // Emergency access.
  'emergency.contact_saved',
  'emergency.access_requested',
  'emergency.access_refused',
  'emergency.access_granted',
  // Passkeys (added and removed in Account Settings, a sign-in with one).
  'passkey.added',
  'passkey.removed',
  'passkey.sign_in',
  // Invites, sign-up, second users.
  'invite.client_sent',
  'invite.second_user_sent',
  'invite.signed_up',
  'second_user.removed',
  'second_user.status_changed',
  // Client Management.
  'client.status_changed',
  'client.deleted',
  'client.reset_email_sent',
  'client.list_exported',
  // The firm's team (its advisors), managed by its advisors.
  'team.member_invited',
  'team.member_status_changed',
  // The access review (ADR 0051): one access removed, the quarterly reminder sent.
  'team.access_removed',
  'team.access_review_reminder_sent',
  // Documents (shared area only: the private area is the client's alone).
  'document.uploaded',
  'document.downloaded',
  'document.renamed',
  'document.moved',
  'document.deleted',
  'document.shared',
  'document.unshared',
  'document.activity_exported',
  'document.hidden',
  'document.unhidden',
  // Document links for outsiders and document requests.
  'document_link.created',
  'document_link.opened',
  'document_link.downloaded',
  'document_link.revoked',
  'document_request.created',
  'document_request.item_fulfilled',
  'document_request.completed',
  'document_request.cancelled',
  'document_request.reminder_sent',
  // Incident notices (ADR 0053): sent to the firm's people, and each one's "I have read this".
  'incident_notice.sent',
  'incident_notice.acknowledged',
  // Retention and legal hold (ADR 0050).
  'retention.settings_changed',
  'retention.deletion_refused',
  'retention.legal_hold_placed',
  'retention.legal_hold_lifted',
  'retention.firm_deletion_held',
  // Subscriptions and the provider's actions on the firm.
  'subscription.changed',
  'provider.firm_action',
  // The trail itself.
  'audit.exported',
  // The firm's data exported as one ZIP (ADR 0052), by an advisor or by the provider on the firm's request.
  'firm_data.exported',
] as const;
export type AuditEventKind = (typeof auditEventKinds)[number];

/** The kind's group (the part before the dot): the trail screen filters by group. */
export const auditEventGroups = [
  'auth',
  'account',
  'emergency',
  'passkey',
  'invite',
  'second_user',
  'client',
  'team',
  'document',
  'document_link',
  'document_request',
  'incident_notice',
  'retention',
  'subscription',
  'provider',
  'audit',
  'firm_data',
] as const;
export type AuditEventGroup = (typeof auditEventGroups)[number];

export const auditLimits = { pageSizeMax: 200, searchMax: 100 } as const;

/** Under BE_API_PREFIX. */
export const auditApiPaths = {
  /** GET: a page of the firm's trail, filtered (advisor). */
  list: '/audit-trail',
  /** GET `?format=csv|json` and the list's filter: the whole filtered trail with its hashes (advisor). */
  export: '/audit-trail/export',
  /** GET: the live chain checked (advisor). */
  verify: '/audit-trail/verify',
} as const;

const isoDate = z.iso.date();

export const auditFilterQuery = z.object({
  group: z.enum(auditEventGroups).optional(),
  kind: z.enum(auditEventKinds).optional(),
  actorId: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditFilterQuery = z.infer<typeof auditFilterQuery>;

export const auditListQuery = auditFilterQuery.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(auditLimits.pageSizeMax).default(50),
});

export const auditExportQuery = auditFilterQuery.extend({ format: z.enum(['csv', 'json']).default('json') });

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditEventSchema = z.object({
  seq: z.number().int(),
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  actorLabel: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  detail: z.record(z.string(), detailValue),
  ip: z.string().nullable(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListSchema = z.object({
  items: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const auditVerifySchema = z.object({
  ok: z.boolean(),
  count: z.number().int(),
  /** The first record that does not fit, when one does not. */
  badSeq: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifySchema>;
