import type { AuditEventKind } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { DbHandle } from '../../db/transaction.js';
import { canonicalJson, hashOfRecord, type AuditDetail, type AuditRecord } from './audit-chain.js';

/**
 * Appending to a firm's audit trail (ADR 0048): `appendAuditEvent(ctx, firmId, event, trx)` inside the cause's
 * transaction, so the record and the change commit together (or neither); without a transaction it opens its own.
 * A detail is a flat object of short values: ids, areas, counts, statuses — never a vault field, a secret, a
 * code or a private document's name (audit.api.test.ts plants canaries and reads every record).
 */

/** Who acted: a user (their id, role and name as they were then), or the suite itself (a job). */
export interface AuditActor {
  id: string | null;
  role: AuditRole | null;
  /** Their e-mail or username then; `system` for a job. */
  label: string;
}

export type AuditRole =
  'advisor' | 'staff' | 'client' | 'second_user' | 'third_party' | 'provider' | 'system';

export interface AuditEventInput {
  kind: AuditEventKind;
  actor: AuditActor;
  subject?: { type: string; id: string } | null;
  detail?: AuditDetail;
  /** The request's address (req.ip). */
  ip?: string | null;
}

/** The suite itself (a job, a webhook): no user. */
export const systemActor: AuditActor = { id: null, role: 'system', label: 'system' };

const roleOfRoleId: Record<number, AuditRole> = {
  1: 'provider',
  3: 'client',
  4: 'second_user',
  5: 'third_party',
  6: 'advisor',
  7: 'staff',
};

/** The actor of a user row (the session's user, the user a sign-in named). */
export function auditActorOf(user: { id: string; role_id: number; email: string }): AuditActor {
  return { id: user.id, role: roleOfRoleId[user.role_id] ?? null, label: user.email };
}

const DETAIL_TEXT_MAX = 200;

function checkedDetail(detail: AuditDetail | undefined): AuditDetail {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(detail ?? {})) {
    out[key] = typeof value === 'string' ? value.slice(0, DETAIL_TEXT_MAX) : value;
  }
  return out;
}

async function appendIn(
  ctx: AppContext,
  trx: DbHandle,
  firmId: string,
  event: AuditEventInput,
): Promise<AuditRecord> {
  const audit = ctx.repos.audit.within(trx);
  const slot = await audit.claimNextSlot(firmId);
  const detail = checkedDetail(event.detail);
  const unhashed: Omit<AuditRecord, 'hash'> = {
    firmId,
    seq: slot.seq,
    id: crypto.randomUUID(),
    at: ctx.clock.now().toISOString(),
    kind: event.kind,
    actorId: event.actor.id,
    actorRole: event.actor.role,
    actorLabel: event.actor.label,
    subjectType: event.subject?.type ?? null,
    subjectId: event.subject?.id ?? null,
    detail,
    ip: event.ip ?? null,
    prevHash: slot.prevHash,
  };
  const record: AuditRecord = { ...unhashed, hash: hashOfRecord(unhashed) };
  await audit.insert(record, canonicalJson(detail));
  return record;
}

/**
 * Appends one event to the firm's trail, in `trx` when given (the cause's transaction), else in a transaction
 * of its own. Answers the record as written.
 */
export function appendAuditEvent(
  ctx: AppContext,
  firmId: string,
  event: AuditEventInput,
  trx?: DbHandle,
): Promise<AuditRecord> {
  if (trx?.isTransaction) return appendIn(ctx, trx, firmId, event);
  return ctx.db.kysely.transaction().execute((own) => appendIn(ctx, own, firmId, event));
}

/** Appends several events of one firm in order (a bulk change), in the same way. */
export async function appendAuditEvents(
  ctx: AppContext,
  firmId: string,
  events: readonly AuditEventInput[],
  trx?: DbHandle,
): Promise<void> {
  if (events.length === 0) return;
  const run = async (t: DbHandle) => {
    for (const event of events) await appendIn(ctx, t, firmId, event);
  };
  if (trx?.isTransaction) return run(trx);
  await ctx.db.kysely.transaction().execute(run);
}

/** The actor of a user known by id (an advisor's scope, a client's): their row as it is now; unknown ids are named by id. */
export async function auditActorById(ctx: AppContext, userId: string, trx?: DbHandle): Promise<AuditActor> {
  const users = trx ? ctx.repos.users.within(trx) : ctx.repos.users;
  const user = await users.findById(userId);
  return user ? auditActorOf(user) : { id: userId, role: null, label: '' };
}
