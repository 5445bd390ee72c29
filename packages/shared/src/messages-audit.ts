import type { AuditEventGroup } from './schemas/audit.js';

/** Texts of the audit trail screen and its export (ADR 0048). */
export const auditMessages = {
  navLink: 'Audit trail',
  title: 'Audit trail',
  intro:
    'Every security-relevant event of your firm, in order. Each record carries the hash of the one before it, so a changed, removed or reordered record shows.',
  filterGroup: 'Event type',
  filterAll: 'All events',
  filterFrom: 'From',
  filterTo: 'To',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  verify: 'Verify chain',
  verified: 'The chain verifies: {count} records, none changed, removed or reordered.',
  notVerified: 'Record {seq} does not fit the chain ({reason}).',
  columnSeq: '#',
  columnAt: 'Date',
  columnKind: 'Event',
  columnActor: 'By',
  columnSubject: 'On',
  columnDetail: 'Detail',
  columnHash: 'Hash',
  empty: 'No event matches these filters.',
  loadFailed: 'The audit trail could not be loaded.',
  system: 'System',
  badDateRange: 'The start date must be before the end date.',
} as const;

export const auditGroupLabels: Record<AuditEventGroup, string> = {
  auth: 'Sign-in and security',
  account: 'Account settings',
  emergency: 'Emergency access',
  passkey: 'Passkeys',
  invite: 'Invitations and sign-ups',
  second_user: 'Second users',
  client: 'Client Management',
  team: 'Team',
  document: 'Documents',
  document_link: 'Document links',
  document_request: 'Document requests',
  incident_notice: 'Incident notices',
  retention: 'Retention and legal hold',
  subscription: 'Subscription',
  provider: 'Provider actions',
  audit: 'Audit trail',
  firm_data: 'Firm data exports',
};

/** Why the verifier named a record (audit-chain.ts ChainFault). */
export const auditFaultLabels: Record<string, string> = {
  changed: 'its content does not match its hash',
  'broken-link': 'it does not link to the record before it',
  'out-of-order': 'its number does not follow the record before it',
  'missing-tail': 'the last records are missing',
};
