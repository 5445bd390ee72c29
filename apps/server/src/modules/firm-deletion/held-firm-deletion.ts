import { formatMessage, retentionMessages as m } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appendAuditEvent, systemActor } from '../audit/audit.js';
import type { LegalHoldRow } from '../retention/retention.repository.js';

/**
 * A firm due for deletion while some of its clients are on legal hold (ADR 0050): nothing of it is deleted (the
 * held documents keep their evidential value only with the firm's trail, its people and the rows they name), the
 * firm stays suspended, and the provider is told what was kept: by e-mail to its active staff (else the contact
 * address) and in the firm's trail, once per change of the kept set. The next lifecycle run after the last hold
 * is lifted deletes the firm.
 */
export async function holdBackFirmDeletion(
  ctx: AppContext,
  firmId: string,
  holds: readonly LegalHoldRow[],
): Promise<void> {
  const clientIds = holds.map((h) => h.client_id);
  const documents = await ctx.repos.documents.countSharedOfClients(firmId, clientIds);
  const summary = `${clientIds.join(',')}|${documents}`;
  const now = ctx.clock.now().toISOString();
  if (!(await ctx.repos.retention.claimKeptNotice(firmId, summary, now))) return;
  await appendAuditEvent(ctx, firmId, {
    kind: 'retention.firm_deletion_held',
    actor: systemActor,
    detail: { clients: clientIds.length, documents },
  });
  const firm = await ctx.repos.firms.findById(firmId);
  const staff = await ctx.repos.users.activeProviderStaff();
  const to = staff.length > 0 ? staff.map((s) => s.email) : [ctx.config.contactEmail];
  const values = {
    firm: firm?.name ?? firmId,
    subdomain: firm?.subdomain ?? '',
    clients: clientIds.length,
    documents,
    list: holds.map((h) => `- ${h.client_id}, ${h.placed_at.slice(0, 10)}`).join('\n'),
  };
  for (const address of to) {
    await ctx.mailer.send({
      to: address,
      firmId,
      subject: formatMessage(m.keptSubject, values),
      text: formatMessage(m.keptText, values),
    });
  }
  ctx.log.info({ firmId, clients: clientIds.length, documents }, 'firm deletion held back by legal holds');
}
