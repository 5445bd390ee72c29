import { teamMessages, type Team, type TeamInviteBody } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { appendAuditEvent, auditActorById } from '../audit/audit.js';
import type { AdvisorScope } from '../auth/access.policy.js';
import { AdvisorInviteService } from '../firm-signup/advisor-invite.service.js';
import { ProviderService } from '../provider/provider.service.js';

/**
 * The firm's team, run by its own advisors: the list with each one's last sign-in, invitations (the provider's
 * own advisor invitation, sent by the firm) and disabling or enabling an advisor (never oneself). Each change is in
 * the firm's audit trail (ADR 0048).
 */
export class TeamService {
  private readonly invites: AdvisorInviteService;
  private readonly firms: ProviderService;

  constructor(private readonly ctx: AppContext) {
    this.invites = new AdvisorInviteService(ctx);
    this.firms = new ProviderService(ctx);
  }

  async list(advisor: AdvisorScope): Promise<Team> {
    const rows = await this.ctx.repos.team.members(advisor.firmId);
    return {
      members: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        status: r.status === 'disabled' ? 'disabled' : r.status === 'active' ? 'active' : 'pending',
        lastLoginAt: r.last_login_at,
        self: r.id === advisor.advisorId,
      })),
    };
  }

  async invite(advisor: AdvisorScope, body: TeamInviteBody, ip: string | null): Promise<void> {
    await this.invites.invite(advisor.firmId, body);
    await appendAuditEvent(this.ctx, advisor.firmId, {
      kind: 'team.member_invited',
      actor: await auditActorById(this.ctx, advisor.advisorId),
      detail: { email: body.email, role: 'advisor' },
      ip,
    });
  }

  async setDisabled(
    advisor: AdvisorScope,
    userId: string,
    isDisabled: boolean,
    ip: string | null,
  ): Promise<void> {
    if (userId === advisor.advisorId) throw appErrors.conflict(teamMessages.cannotDisableSelf);
    await this.firms.setAdvisorDisabled(advisor.firmId, userId, isDisabled);
    await appendAuditEvent(this.ctx, advisor.firmId, {
      kind: 'team.member_status_changed',
      actor: await auditActorById(this.ctx, advisor.advisorId),
      subject: { type: 'user', id: userId },
      detail: { status: isDisabled ? 'disabled' : 'active' },
      ip,
    });
  }
}
