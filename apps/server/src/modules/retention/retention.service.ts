import type { LegalHold, LegalHoldBody, RetentionSettings, RetentionSettingsBody } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import { appendAuditEvent, auditActorById } from '../audit/audit.js';
import type { AdvisorScope } from '../auth/access.policy.js';
import type { LegalHoldRow } from './retention.repository.js';

function presentHold(clientId: string, row: LegalHoldRow | undefined): LegalHold {
  return {
    clientId,
    onHold: Boolean(row),
    reason: row?.reason ?? null,
    placedAt: row?.placed_at ?? null,
    placedBy: row?.placed_by ?? null,
  };
}

/** The firm's retention settings and its clients' legal holds, set by its advisors (ADR 0050). */
export class RetentionService {
  constructor(private readonly ctx: AppContext) {}

  private get repo() {
    return this.ctx.repos.retention;
  }

  async settings(advisor: AdvisorScope): Promise<RetentionSettings> {
    const row = await this.repo.settingsOf(advisor.firmId);
    return {
      documentYears: row?.document_years ?? 0,
      auditYears: row?.audit_years ?? 0,
      updatedAt: row?.updated_by ? row.updated_at : null,
    };
  }

  /** Saves the periods; a change (only) is recorded in the trail with the values before and after. */
  async saveSettings(
    advisor: AdvisorScope,
    body: RetentionSettingsBody,
    ip: string | null,
  ): Promise<RetentionSettings> {
    const at = this.ctx.clock.now().toISOString();
    await this.repo.transaction(async (tx, trx) => {
      const before = await tx.settingsOf(advisor.firmId);
      const was = { documentYears: before?.document_years ?? 0, auditYears: before?.audit_years ?? 0 };
      await tx.saveSettings(advisor.firmId, body, advisor.advisorId, at);
      if (was.documentYears === body.documentYears && was.auditYears === body.auditYears) return;
      await appendAuditEvent(
        this.ctx,
        advisor.firmId,
        {
          kind: 'retention.settings_changed',
          actor: await auditActorById(this.ctx, advisor.advisorId, trx),
          detail: {
            documentYearsBefore: was.documentYears,
            documentYears: body.documentYears,
            auditYearsBefore: was.auditYears,
            auditYears: body.auditYears,
          },
          ip,
        },
        trx,
      );
    });
    return this.settings(advisor);
  }

  /** A primary client of the advisor's firm, else 404 (another firm's, an advisor, nobody). */
  private async assertClient(advisor: AdvisorScope, clientId: string): Promise<void> {
    const user = await this.ctx.repos.users.findById(clientId);
    if (!user || user.firm_id !== advisor.firmId || user.role_id !== RoleId.client || user.scope !== 'client')
      throw appErrors.notFound();
  }

  async hold(advisor: AdvisorScope, clientId: string): Promise<LegalHold> {
    await this.assertClient(advisor, clientId);
    return presentHold(clientId, await this.repo.holdOf(advisor.firmId, clientId));
  }

  /** Places the client on hold (or changes the reason of their hold), recorded with the reason. */
  async placeHold(
    advisor: AdvisorScope,
    clientId: string,
    body: LegalHoldBody,
    ip: string | null,
  ): Promise<LegalHold> {
    await this.assertClient(advisor, clientId);
    const at = this.ctx.clock.now().toISOString();
    await this.repo.transaction(async (tx, trx) => {
      const placed = await tx.placeHold({
        client_id: clientId,
        firm_id: advisor.firmId,
        reason: body.reason,
        placed_by: advisor.advisorId,
        placed_at: at,
      });
      await appendAuditEvent(
        this.ctx,
        advisor.firmId,
        {
          kind: 'retention.legal_hold_placed',
          actor: await auditActorById(this.ctx, advisor.advisorId, trx),
          subject: { type: 'user', id: clientId },
          detail: { reason: body.reason, changed: !placed },
          ip,
        },
        trx,
      );
    });
    return this.hold(advisor, clientId);
  }

  /** Lifts the client's hold; 404 when they were not on hold. */
  async liftHold(advisor: AdvisorScope, clientId: string, ip: string | null): Promise<LegalHold> {
    await this.assertClient(advisor, clientId);
    await this.repo.transaction(async (tx, trx) => {
      const held = await tx.holdOf(advisor.firmId, clientId);
      if (!held || !(await tx.liftHold(advisor.firmId, clientId))) throw appErrors.notFound();
      await appendAuditEvent(
        this.ctx,
        advisor.firmId,
        {
          kind: 'retention.legal_hold_lifted',
          actor: await auditActorById(this.ctx, advisor.advisorId, trx),
          subject: { type: 'user', id: clientId },
          detail: { placedAt: held.placed_at },
          ip,
        },
        trx,
      );
    });
    return this.hold(advisor, clientId);
  }
}
