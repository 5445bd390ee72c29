import { z } from 'zod';
import { documentsMessages } from './documents.js';
import { documentRequestsMessages as m } from '../messages-document-requests.js';

/**
 * Document requests (an advisor asks a client for documents), the advisor's inbox and links for
 * outsiders. Lists page by a cursor (keyset: the last row's sort key), never by an offset.
 */
export const documentRequestsLimits = {
  titleMax: 200,
  noteMax: 2_000,
  itemNameMax: 200,
  itemsMax: 20,
  templatesMax: 200,
  pageDefault: 25,
  pageMax: 100,
  /** The first reminder goes this many days before the due date. */
  remindDaysBefore: 3,
  /** After the due date, a reminder every this many days… */
  remindEveryDaysAfter: 3,
  /** …at most this many times. */
  remindersAfterMax: 3,
} as const;

const uuid = z.uuid({ error: documentsMessages.invalidId });
const cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be a cursor');
const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(documentRequestsLimits.pageMax)
  .default(documentRequestsLimits.pageDefault);
const trimmed = (max: number, required: string) => z.string().trim().min(1, required).max(max);

export const documentRequestStates = ['open', 'completed', 'cancelled'] as const;
export type DocumentRequestState = (typeof documentRequestStates)[number];

/** A calendar day, YYYY-MM-DD (the due date: reminders count days from it, in UTC). */
export const calendarDay = z.iso.date();

export const documentRequestCreateBody = z.object({
  clientId: uuid,
  title: trimmed(documentRequestsLimits.titleMax, m.requestTitleRequired),
  note: z.string().trim().max(documentRequestsLimits.noteMax).default(''),
  dueDate: calendarDay,
  items: z
    .array(trimmed(documentRequestsLimits.itemNameMax, m.requestItemsRequired))
    .min(1, m.requestItemsRequired)
    .max(documentRequestsLimits.itemsMax),
});
export type DocumentRequestCreateBody = z.infer<typeof documentRequestCreateBody>;

export const documentRequestItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  documentId: z.string().nullable(),
  documentName: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
});
export type DocumentRequestItem = z.infer<typeof documentRequestItemSchema>;

export const documentRequestSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  title: z.string(),
  note: z.string(),
  dueDate: z.string(),
  state: z.enum(documentRequestStates),
  items: z.array(documentRequestItemSchema),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** GET requests: an advisor's across the firm's clients (or one client's), a client's own; newest first. */
export const documentRequestsQuery = z.object({
  clientId: uuid.optional(),
  state: z.enum(documentRequestStates).optional(),
  cursor: cursor.optional(),
  limit: pageLimit,
});
export const documentRequestList = z.object({
  results: z.array(documentRequestSchema),
  nextCursor: z.string().nullable(),
});
export type DocumentRequestList = z.infer<typeof documentRequestList>;

export const documentRequestParams = z.object({ id: uuid });
export const documentRequestItemParams = z.object({ id: uuid, itemId: uuid });
/** The client answers an item with a document of their Shared with FA area (uploaded just before). */
export const documentRequestFulfilBody = z.object({ documentId: uuid });

export const documentRequestTemplateSchema = z.object({ id: z.string(), name: z.string() });
export type DocumentRequestTemplate = z.infer<typeof documentRequestTemplateSchema>;
export const documentRequestTemplateBody = z.object({
  name: trimmed(documentRequestsLimits.itemNameMax, m.requestItemsRequired),
});

// The advisor's inbox.
export const inboxActions = ['upload', 'download', 'request_completed'] as const;
export type InboxAction = (typeof inboxActions)[number];
export const documentInboxQuery = z.object({
  clientId: uuid.optional(),
  action: z.enum(inboxActions).optional(),
  cursor: cursor.optional(),
  limit: pageLimit,
});
export const documentInboxEntrySchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  action: z.enum(inboxActions),
  /** `request`: a completed request (its id and title). */
  itemType: z.enum(['file', 'folder', 'request']),
  itemId: z.string(),
  itemName: z.string(),
  actor: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  detail: z.string(),
  createdAt: z.string(),
});
export type DocumentInboxEntry = z.infer<typeof documentInboxEntrySchema>;
export const documentInboxList = z.object({
  results: z.array(documentInboxEntrySchema),
  nextCursor: z.string().nullable(),
});
export type DocumentInboxList = z.infer<typeof documentInboxList>;
