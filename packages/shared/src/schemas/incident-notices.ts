import { z } from 'zod';
import { incidentNoticesMessages as m } from '../messages-incident-notices.js';

/**
 * Incident notices (ADR 0053): the provider tells chosen firms' advisors, an advisor tells chosen clients of
 * the firm, by e-mail and at their next sign-in, where each one acknowledges it. Under BE_API_PREFIX.
 */
export const incidentNoticesLimits = {
  titleMax: 200,
  sectionMax: 5_000,
  /** Firms or clients named in one notice (besides "all"). */
  recipientsMax: 1_000,
} as const;

export const incidentNoticesApiPaths = {
  /** GET the provider's notices; POST a new one to firms (provider). */
  providerNotices: '/admin/incident-notices',
  /** GET the firms a provider's notice may go to (provider). */
  providerAudience: '/admin/incident-notices/firms',
  /** GET one of the provider's notices with its recipients (provider). */
  providerNotice: '/admin/incident-notices/:noticeId',
  /** GET the firm's notices; POST a new one to clients of the firm (advisor). */
  firmNotices: '/incident-notices',
  /** GET the clients a firm's notice may go to (advisor). */
  firmAudience: '/incident-notices/clients',
  /** GET one of the firm's notices with its recipients (advisor). */
  firmNotice: '/incident-notices/:noticeId',
  /** GET the notices the signed-in person has not acknowledged yet (anyone fully signed in). */
  mine: '/my-incident-notices',
  /** POST "I have read this" on one of them. */
  acknowledge: '/my-incident-notices/:noticeId/acknowledge',
} as const;

/** No control character (a title is one line). */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const oneLine = /^[^\u0000-\u001f\u007f]*$/;
/** No control character but line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const lines = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const title = z
  .string()
  .trim()
  .min(1, m.titleRequired)
  .max(incidentNoticesLimits.titleMax)
  .regex(oneLine, m.controlCharacters);
const section = (required: string) =>
  z.string().trim().min(1, required).max(incidentNoticesLimits.sectionMax).regex(lines, m.controlCharacters);

export const incidentNoticeContent = z.object({
  title,
  /** The day the incident happened (or was found), YYYY-MM-DD. */
  occurredOn: z.iso.date(),
  whatHappened: section(m.whatHappenedRequired),
  whatWeDid: section(m.whatWeDidRequired),
  whatYouShouldDo: section(m.whatYouShouldDoRequired),
});
export type IncidentNoticeContent = z.infer<typeof incidentNoticeContent>;

const ids = z.array(z.uuid()).max(incidentNoticesLimits.recipientsMax).default([]);

/** The provider's notice: to every firm (`all`) or to the firms named. */
export const providerNoticeBody = incidentNoticeContent.extend({ all: z.boolean(), firmIds: ids });
export type ProviderNoticeBody = z.infer<typeof providerNoticeBody>;

/** A firm's notice: to every active client of the firm (`all`) or to the clients named. */
export const firmNoticeBody = incidentNoticeContent.extend({ all: z.boolean(), clientIds: ids });
export type FirmNoticeBody = z.infer<typeof firmNoticeBody>;

export const incidentNoticeParams = z.object({ noticeId: z.uuid() });

export const incidentNoticeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  occurredOn: z.string(),
  sentAt: z.string(),
  /** Who sent it (their e-mail as it was then). */
  sentBy: z.string(),
  firms: z.number().int(),
  people: z.number().int(),
  acknowledged: z.number().int(),
});
export type IncidentNoticeSummary = z.infer<typeof incidentNoticeSummarySchema>;

export const incidentNoticeListSchema = z.object({ notices: z.array(incidentNoticeSummarySchema) });
export type IncidentNoticeList = z.infer<typeof incidentNoticeListSchema>;

export const incidentNoticeRecipientSchema = z.object({
  firmId: z.string(),
  firmName: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['advisor', 'client']),
  sentAt: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type IncidentNoticeRecipient = z.infer<typeof incidentNoticeRecipientSchema>;

export const incidentNoticeDetailSchema = incidentNoticeSummarySchema.extend({
  whatHappened: z.string(),
  whatWeDid: z.string(),
  whatYouShouldDo: z.string(),
  recipients: z.array(incidentNoticeRecipientSchema),
});
export type IncidentNoticeDetail = z.infer<typeof incidentNoticeDetailSchema>;

/** A notice as its recipient reads it at sign-in. */
export const myIncidentNoticeSchema = z.object({
  id: z.string(),
  /** The firm's name, or the suite's for the provider's notices. */
  from: z.string(),
  title: z.string(),
  occurredOn: z.string(),
  sentAt: z.string(),
  whatHappened: z.string(),
  whatWeDid: z.string(),
  whatYouShouldDo: z.string(),
});
export type MyIncidentNotice = z.infer<typeof myIncidentNoticeSchema>;

export const myIncidentNoticesSchema = z.object({ notices: z.array(myIncidentNoticeSchema) });
export type MyIncidentNotices = z.infer<typeof myIncidentNoticesSchema>;

export const noticeAudienceSchema = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), detail: z.string() })),
});
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;
