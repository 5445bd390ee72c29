import { z } from 'zod';
import { clientLimits } from '../limits.js';
import { messages } from '../messages.js';
import { appTypeSchema } from './common.js';

/**
 * Advisor Client Management: the client list (advisor and, masked, provider), client actions
 * and the export. Clients are role 3 users of the advisor's own firm.
 */

/** Status labels of the seeds (a client row's `status`). */
export const ClientStatus = {
  active: 'Active',
  disabled: 'Disabled',
  requested: 'Requested',
  pending: 'Pending',
} as const;
export type ClientStatus = (typeof ClientStatus)[keyof typeof ClientStatus];
export const clientStatusSchema = z.enum([
  ClientStatus.active,
  ClientStatus.disabled,
  ClientStatus.requested,
  ClientStatus.pending,
]);

/** Stored status values (lower case), usable as a list filter. */
export const userStatusValues = ['active', 'disabled', 'requested', 'pending'] as const;
export type UserStatusValue = (typeof userStatusValues)[number];

/** User ids are UUIDs made by the server. */
export const userIdSchema = z
  .string({ error: messages.invalidInput })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, messages.invalidInput);

export const clientSortFields = ['name', 'email', 'createdAt', 'status', 'lastLogged'] as const;
export type ClientSortField = (typeof clientSortFields)[number];
const orderByValues = [
  'name',
  '-name',
  'email',
  '-email',
  'createdAt',
  '-createdAt',
  'status',
  '-status',
  'lastLogged',
  '-lastLogged',
] as const;
export type ClientOrderBy = (typeof orderByValues)[number];

/** "true" / "false" in a query string. */
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * offset, limit (-1 = all), q (name or e-mail, case-insensitive), orderBy (leading "-" = descending),
 * isDisabled=true for the "Disabled Users" folder (otherwise disabled clients are left out), an
 * optional status, and appType: clients with access to that app, and people without an account yet
 * who asked for it (Requested) or were invited to it (Pending); status then means the status there.
 */
export const clientListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(-1)
    .max(clientLimits.listMaxLimit)
    .refine((n) => n !== 0, messages.invalidInput)
    .optional(),
  q: z.string().trim().max(clientLimits.searchMaxLength).optional(),
  orderBy: z.enum(orderByValues).optional(),
  isDisabled: booleanQuery.optional(),
  status: z.enum(userStatusValues).optional(),
  appType: appTypeSchema.optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

/** The provider sees masked texts: no search, and no sorting by what it cannot see. */
export const providerClientListQuery = clientListQuery.omit({ q: true }).extend({
  orderBy: z.enum(['createdAt', '-createdAt', 'status', '-status', 'lastLogged', '-lastLogged']).optional(),
});
export type ProviderClientListQuery = z.infer<typeof providerClientListQuery>;

/** `ids` as repeated keys or a comma-separated list: the selected rows. */
const idListQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  )
  .pipe(z.array(userIdSchema).max(clientLimits.bulkMax));

export const clientExportQuery = clientListQuery.extend({ ids: idListQuery.optional() });
export type ClientExportQuery = z.infer<typeof clientExportQuery>;

export const clientRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastLogged: z.string().nullable(),
  status: clientStatusSchema,
  enableFANotification: z.boolean(),
  roleId: z.number().int(),
  negOwnerId: z.string().nullable(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const clientListSchema = z.object({
  results: z.array(clientRowSchema),
  total: z.number().int(),
  /** Whether the "Disabled Users" folder row is shown. */
  hasDisabled: z.boolean(),
});
export type ClientList = z.infer<typeof clientListSchema>;

export const clientIdParams = z.object({ id: userIdSchema });
export const firmIdParams = z.object({ firmId: userIdSchema });

export const clientDisabledBody = z.object({ isDisabled: z.boolean() });
export const clientsDisabledBody = z.object({
  ids: z.array(userIdSchema).min(1, messages.selectUserBeforeDisable).max(clientLimits.bulkMax),
  isDisabled: z.boolean(),
});
export const clientsUpdatedResponse = z.object({ updated: z.number().int() });

export const clientNotificationBody = z.object({ userId: userIdSchema, enableNotification: z.boolean() });

/** The app whose reset screens the e-mail links to (default: the password app). */
export const clientResetPasswordBody = z.object({ appType: appTypeSchema.optional() });
