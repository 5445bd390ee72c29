import { teamInviteBody, teamMessages, type Team, type TeamInviteBody } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { appendAuditEvent, auditActorById } from '../audit/audit.js';
import type { AdvisorScope } from '../auth/access.policy.js';
import { AdvisorInviteService } from '../firm-signup/advisor-invite.service.js';
import { RoleId } from '../../db/tables/users.table.js';

/**
 * The firm's team, run by its own advisors: the list of advisors and staff with each one's role and last sign-in,
 * invitations (the provider's own advisor invitation, sent by the firm, or its staff variant, ADR 0051) and
 * disabling or enabling a member (never oneself). Each change is in the firm's audit trail (ADR 0048).
 */
export class TeamService {
  private readonly invites: AdvisorInviteService;

  constructor(private readonly ctx: AppContext) {
    this.invites = new AdvisorInviteService(ctx);
  }

  async list(advisor: AdvisorScope): Promise<Team> {
    const rows = await this.ctx.repos.team.members(advisor.firmId);
    return {
      members: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        role: r.role_id === RoleId.staff ? ('staff' as const) : ('advisor' as const),
        status: r.status === 'disabled' ? 'disabled' : r.status === 'active' ? 'active' : 'pending',
        lastLoginAt: r.last_login_at,
        self: r.id === advisor.advisorId,
      })),
    };
  }

  async invite(advisor: AdvisorScope, input: TeamInviteBody, ip: string | null): Promise<void> {
    const { role, ...invitee } = teamInviteBody.parse(input);
    await this.invites.invite(advisor.firmId, invitee, role);
    await appendAuditEvent(this.ctx, advisor.firmId, {
      kind: 'team.member_invited',
      actor: await auditActorById(this.ctx, advisor.advisorId),
      detail: { email: invitee.email, role },
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
    const changed = await this.ctx.repos.team.setMemberStatus(
      advisor.firmId,
      userId,
      isDisabled ? 'disabled' : 'active',
      this.ctx.clock.now().toISOString(),
    );
    if (!changed) throw appErrors.notFound();
    await appendAuditEvent(this.ctx, advisor.firmId, {
      kind: 'team.member_status_changed',
      actor: await auditActorById(this.ctx, advisor.advisorId),
      subject: { type: 'user', id: userId },
      detail: { status: isDisabled ? 'disabled' : 'active' },
      ip,
    });
  }
}
