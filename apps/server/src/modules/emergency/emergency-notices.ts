import type { AuditEventKind } from '@guru/shared';
import { appendAuditEvent } from '../audit/audit.js';
import { appDisplayName, emergencyMessages as m, formatMessage, type AppType } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { EmergencyRepository } from './emergency.repository.js';

/** The steps of emergency access, each logged in emergency_events and e-mailed to the client. */
export const EmergencyEvent = {
  contactSaved: 'contactSaved',
  contactChanged: 'contactChanged',
  contactRemoved: 'contactRemoved',
  requested: 'requested',
  refused: 'refused',
  wrongKit: 'wrongKit',
  codeSent: 'codeSent',
  codeLocked: 'codeLocked',
  released: 'released',
  takenOver: 'takenOver',
} as const;
export type EmergencyEvent = (typeof EmergencyEvent)[keyof typeof EmergencyEvent];

const eventTexts: Record<EmergencyEvent, string> = {
  contactSaved: m.eventContactSaved,
  contactChanged: m.eventContactChanged,
  contactRemoved: m.eventContactRemoved,
  requested: m.eventRequested,
  refused: m.eventRefused,
  wrongKit: m.eventWrongKit,
  codeSent: m.eventCodeSent,
  codeLocked: m.eventCodeLocked,
  released: m.eventReleased,
  takenOver: m.eventTakenOver,
};

/** Who is told: the account's holder (at the moment of the step) and the firm whose name the mail carries. */
export interface NoticeTarget {
  userId: string;
  email: string;
  firstName: string;
  firm: FirmSummary;
}

export interface PendingNotice {
  target: NoticeTarget;
  event: EmergencyEvent;
  contactName: string;
  at: Date;
  /** A sentence with what the client can do now (the refuse link), else the settings hint. */
  action?: string;
}

function timeText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Logs the step (inside the caller's transaction) and returns the mail to send once it commits. */
const auditKinds: Record<EmergencyEvent, AuditEventKind> = {
  contactSaved: 'emergency.contact_saved',
  contactChanged: 'emergency.contact_saved',
  contactRemoved: 'emergency.contact_saved',
  requested: 'emergency.access_requested',
  wrongKit: 'emergency.access_requested',
  codeSent: 'emergency.access_requested',
  codeLocked: 'emergency.access_requested',
  refused: 'emergency.access_refused',
  released: 'emergency.access_granted',
  takenOver: 'emergency.access_granted',
};

/** Steps the client takes (a refusal too, from the mail's link or the settings); the others are the contact's, who has no account here. */
const clientSteps: ReadonlySet<EmergencyEvent> = new Set([
  EmergencyEvent.contactSaved,
  EmergencyEvent.contactChanged,
  EmergencyEvent.contactRemoved,
  EmergencyEvent.refused,
]);

export async function logEvent(
  ctx: AppContext,
  repo: EmergencyRepository,
  notice: PendingNotice,
  requestId: string | null,
): Promise<PendingNotice> {
  // The firm's trail (ADR 0048): the step and the account, never the contact's kit, key or codes.
  await appendAuditEvent(
    ctx,
    notice.target.firm.id,
    {
      kind: auditKinds[notice.event],
      actor: clientSteps.has(notice.event)
        ? { id: notice.target.userId, role: 'client', label: notice.target.email }
        : { id: null, role: null, label: 'emergency contact' },
      subject: { type: 'user', id: notice.target.userId },
      detail: { event: notice.event, ...(requestId ? { requestId } : {}) },
    },
    repo.handle,
  );
  await repo.insertEvent({
    userId: notice.target.userId,
    firmId: notice.target.firm.id,
    requestId,
    kind: notice.event,
    at: notice.at.toISOString(),
  });
  return notice;
}

/** E-mails the client about a logged step (after the transaction: the outbox writes on its own connection). */
export async function mailNotice(ctx: AppContext, notice: PendingNotice): Promise<void> {
  const event = eventTexts[notice.event];
  await ctx.mailer.send({
    to: notice.target.email,
    firmId: notice.target.firm.id,
    fromName: notice.target.firm.name,
    subject: formatMessage(m.mailClientSubject, { event: event.replace(/[.:;].*$/, '') }),
    text: formatMessage(m.mailClientText, {
      client: notice.target.firstName,
      event,
      contact: notice.contactName,
      time: timeText(notice.at),
      action: notice.action ?? m.mailClientSettings,
    }),
  });
}

/** Tells the contact they were named (no code, no link to the kit: the client hands the kit over). */
export async function mailContactNamed(
  ctx: AppContext,
  firm: FirmSummary,
  app: AppType,
  contact: { name: string; email: string },
  clientName: string,
): Promise<void> {
  const values = { contact: contact.name, client: clientName, app: appDisplayName(app), firm: firm.name };
  await ctx.mailer.send({
    to: contact.email,
    firmId: firm.id,
    fromName: firm.name,
    subject: formatMessage(m.mailNamedSubject, values),
    text: formatMessage(m.mailNamedText, values),
  });
}

export function formatNoticeDate(at: Date): string {
  return timeText(at);
}
