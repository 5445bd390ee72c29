import { ErrorCode, formatMessage, retentionMessages as m } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { appendAuditEvent, type AuditActor } from '../audit/audit.js';
import { isoDay, latestRetentionEnd, type RetainedDocument } from './retention-rules.js';

/** What is about to leave the shared area: deleted, or (by a client) moved to the private area. */
export type RetentionOperation = 'delete' | 'move_private' | 'delete_client';

/**
 * Refuses (409, after recording the refusal in the firm's audit trail) when one of `docs` may not leave the
 * shared area: its client is on legal hold, or it is inside the firm's retention period. The refusal names the
 * latest date until which one of them is kept. The private area is never retained (ADR 0050). Called before
 * the change's transaction: the refusal's record is written in one of its own.
 */
export async function assertMayRemoveShared(
  ctx: AppContext,
  firmId: string,
  docs: readonly RetainedDocument[],
  actor: AuditActor,
  operation: RetentionOperation,
  ip: string | null,
): Promise<void> {
  const shared = docs.filter((d) => d.area === 'shared' && d.firm_id === firmId);
  if (shared.length === 0) return;
  const repo = ctx.repos.retention;
  const clientIds = [...new Set(shared.map((d) => d.client_id))];
  for (const clientId of clientIds) {
    if (await repo.holdOf(firmId, clientId)) {
      await refused(ctx, firmId, actor, operation, ip, {
        clientId,
        reason: 'legal_hold',
        count: shared.length,
      });
      throw new AppError(ErrorCode.CONFLICT, m.onLegalHold);
    }
  }
  const settings = await repo.settingsOf(firmId);
  const end = latestRetentionEnd(shared, settings?.document_years ?? 0, ctx.clock.now());
  if (!end) return;
  const until = isoDay(end);
  const clientId = clientIds.length === 1 ? (clientIds[0] ?? null) : null;
  await refused(ctx, firmId, actor, operation, ip, {
    clientId,
    reason: 'retention',
    until,
    count: shared.length,
  });
  const text = operation === 'delete_client' ? m.clientKeptUntil : m.keptUntil;
  throw new AppError(ErrorCode.CONFLICT, formatMessage(text, { date: until }));
}

/** A client on legal hold cannot be deleted (Client Management): 409, recorded. */
export async function assertClientNotHeld(
  ctx: AppContext,
  firmId: string,
  clientId: string,
  actor: AuditActor,
  ip: string | null,
): Promise<void> {
  if (!(await ctx.repos.retention.holdOf(firmId, clientId))) return;
  await refused(ctx, firmId, actor, 'delete_client', ip, { clientId, reason: 'legal_hold', count: 0 });
  throw new AppError(ErrorCode.CONFLICT, m.clientOnLegalHold);
}

/** The refusal goes in the trail in a transaction of its own: the refused change's rolls back. */
async function refused(
  ctx: AppContext,
  firmId: string,
  actor: AuditActor,
  operation: RetentionOperation,
  ip: string | null,
  detail: { clientId: string | null; reason: 'legal_hold' | 'retention'; until?: string; count: number },
): Promise<void> {
  await appendAuditEvent(ctx, firmId, {
    kind: 'retention.deletion_refused',
    actor,
    subject: detail.clientId ? { type: 'user', id: detail.clientId } : null,
    detail: {
      operation,
      reason: detail.reason,
      documents: detail.count,
      ...(detail.until ? { keptUntil: detail.until } : {}),
    },
    ip,
  });
}
