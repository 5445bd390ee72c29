import { accessReviewMessages, type AccessEntry, type AccessKind, type AccessReview } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import { appendAuditEvent, auditActorById } from '../audit/audit.js';
import type { AdvisorScope } from '../auth/access.policy.js';

const kindOfRole: Record<number, Exclude<AccessKind, 'document_link'>> = {
  [RoleId.advisor]: 'advisor',
  [RoleId.staff]: 'staff',
  [RoleId.secondUser]: 'second_user',
  [RoleId.sharedUser]: 'third_party',
};

/** The review lists the firm's team first, then clients' people, then links (each group in the repositories' order). */
const kindOrder: readonly AccessKind[] = ['advisor', 'staff', 'second_user', 'third_party', 'document_link'];

const roleOfKind: Record<Exclude<AccessKind, 'document_link'>, number> = {
  advisor: RoleId.advisor,
  staff: RoleId.staff,
  second_user: RoleId.secondUser,
  third_party: RoleId.sharedUser,
};

/**
 * The access review (ADR 0051): every person or link that reaches the firm's data, and removing one access in
 * one step. A person is disabled and their sessions end in the same transaction (a request in flight is refused
 * at its next call by the session check); a link is revoked (its open browser session too). Each removal is a
 * `team.access_removed` record of the firm's audit trail, written in the removal's transaction.
 */
export class AccessReviewService {
  constructor(private readonly ctx: AppContext) {}

  async list(advisor: AdvisorScope): Promise<AccessReview> {
    const now = this.ctx.clock.now().toISOString();
    const [people, links] = await Promise.all([
      this.ctx.repos.accessReview.people(advisor.firmId),
      this.ctx.repos.documentLinks.openOfFirm(advisor.firmId, now),
    ]);
    const entries: AccessEntry[] = people.flatMap((p) => {
      const kind = kindOfRole[p.role_id];
      if (!kind) return [];
      const owner =
        p.owner_first_name !== null ? `${p.owner_first_name} ${p.owner_last_name ?? ''}`.trim() : '';
      return [
        {
          kind,
          id: p.id,
          name: `${p.first_name} ${p.last_name}`.trim(),
          email: p.email,
          reaches: kind === 'second_user' ? owner : '',
          status: 'active' as const,
          lastActiveAt: p.last_login_at,
          expiresAt: null,
          self: p.id === advisor.advisorId,
        },
      ];
    });
    for (const l of links) {
      entries.push({
        kind: 'document_link',
        id: l.id,
        name: l.email,
        email: l.email,
        reaches: `${l.item_name} (${`${l.client_first_name} ${l.client_last_name}`.trim()})`,
        status: 'active',
        lastActiveAt: l.last_opened_at,
        expiresAt: l.expires_at,
        self: false,
      });
    }
    return { entries: entries.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind)) };
  }

  /** Ends one access; an unknown id, one of another firm or one already ended is 404; oneself is 409. */
  async remove(advisor: AdvisorScope, kind: AccessKind, id: string, ip: string | null): Promise<void> {
    if (id === advisor.advisorId) throw appErrors.conflict(accessReviewMessages.cannotRemoveSelf);
    const actor = await auditActorById(this.ctx, advisor.advisorId);
    const nowIso = this.ctx.clock.now().toISOString();
    const removed = await this.ctx.repos.accessReview.transaction(async (repo, trx) => {
      if (kind === 'document_link') {
        if (!(await this.ctx.repos.documentLinks.within(trx).revoke(advisor.firmId, id, nowIso)))
          return false;
      } else {
        if (!(await repo.disable(advisor.firmId, id, roleOfKind[kind], nowIso))) return false;
        await this.ctx.repos.sessions.within(trx).deleteAllOfUsers([id]);
      }
      await appendAuditEvent(
        this.ctx,
        advisor.firmId,
        {
          kind: 'team.access_removed',
          actor,
          subject: { type: kind === 'document_link' ? 'document_link' : 'user', id },
          detail: { access: kind },
          ip,
        },
        trx,
      );
      return true;
    });
    if (!removed) throw appErrors.notFound();
  }
}
