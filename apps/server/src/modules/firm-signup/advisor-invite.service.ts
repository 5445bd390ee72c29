import crypto from 'node:crypto';
import {
  appTypes,
  formatMessage,
  subscriptionLimits,
  subscriptionMessages as m,
  subscriptionWebRoutes,
  ErrorCode,
  type AdvisorInviteAcceptBody,
  type AdvisorInviteInfo,
  type NewLoginSalts,
  type ProviderCreateFirmBody,
  type ProviderInviteAdvisorBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { checkKdf, newLoginSalts, sharesNamesWithProvider } from '../auth/login-names.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addDays } from '../subscriptions/subscription-rules.js';
import { firmSiteUrl, withToken } from '../../lib/public-urls.js';
import { assertLoginNamesFree, checkAdvisorFields, insertAdvisor } from './advisor-accounts.js';
import { advisorSignInUrl, insertFirm } from './firm-signup.service.js';
import { assertSubdomainFree } from './subdomain-check.js';
import {
  consumeOnboardingToken,
  insertOnboardingToken,
  linkInvalid,
  openOnboardingToken,
} from './onboarding-tokens.js';
import type { OnboardingTokensRepository } from './onboarding-tokens.repository.js';

/** Who an invitation makes: an advisor (the provider's and the firm's), or staff (the firm's, ADR 0051). */
export type InvitedRole = 'advisor' | 'staff';
const purposeOf = { advisor: 'advisor_invite', staff: 'staff_invite' } as const;

const emailTaken = () => new AppError(ErrorCode.ALREADY_REGISTERED, m.emailTaken);

/**
 * The provider creates a firm with its subscription and invites its first advisor: a single-use link
 * (7 days) to the firm's own site, where the advisor chooses a username, password and PIN (keys
 * derived in the browser) and a mobile phone. The e-mail is confirmed by the link itself.
 */
export class AdvisorInviteService {
  constructor(private readonly ctx: AppContext) {}

  /** Returns the new firm's id. */
  async createFirm(body: ProviderCreateFirmBody): Promise<string> {
    await assertSubdomainFree(this.ctx, body.subdomain);
    const now = this.ctx.clock.now();
    const periodEnd = body.periodEnd ? new Date(body.periodEnd) : undefined;
    if (periodEnd && periodEnd.getTime() <= now.getTime()) throw appErrors.validation(m.periodEndInPast);
    const firmId = crypto.randomUUID();
    const token = await this.ctx.repos.firms.transaction(async (firms, trx) => {
      await insertFirm(this.ctx, firms, { id: firmId, name: body.name, subdomain: body.subdomain });
      await this.ctx.repos.subscriptions.within(trx).insertTerm({
        firmId,
        planId: body.planId,
        status: body.status,
        start: now,
        ...(periodEnd ? { periodEnd } : {}),
      });
      return this.newInvite(this.ctx.repos.onboardingTokens.within(trx), firmId, body.advisor);
    });
    await this.sendInvite({ id: firmId, name: body.name, subdomain: body.subdomain }, body.advisor, token);
    return firmId;
  }

  /**
   * Invites (another) advisor, or a staff member (ADR 0051), to an existing firm: a new single-use link; an
   * open earlier one keeps working until it expires.
   */
  async invite(
    firmId: string,
    invitee: ProviderInviteAdvisorBody,
    role: InvitedRole = 'advisor',
  ): Promise<void> {
    const firm = await this.ctx.repos.firms.findById(firmId);
    if (!firm) throw appErrors.notFound();
    const token = await this.newInvite(this.ctx.repos.onboardingTokens, firmId, invitee, role);
    await this.sendInvite(firm, invitee, token, role);
  }

  private newInvite(
    tokens: OnboardingTokensRepository,
    firmId: string,
    invitee: ProviderInviteAdvisorBody,
    role: InvitedRole = 'advisor',
  ): Promise<string> {
    return insertOnboardingToken(this.ctx, tokens, {
      purpose: purposeOf[role],
      firmId,
      userId: null,
      email: invitee.email,
      firstName: invitee.firstName,
      lastName: invitee.lastName,
      expiresAt: addDays(this.ctx.clock.now(), subscriptionLimits.advisorInviteDays),
    });
  }

  private async sendInvite(
    firm: { id: string; name: string; subdomain: string },
    invitee: ProviderInviteAdvisorBody,
    token: string,
    role: InvitedRole = 'advisor',
  ): Promise<void> {
    const link = withToken(
      firmSiteUrl(this.ctx.config, firm.subdomain, subscriptionWebRoutes.advisorSetup),
      token,
    );
    await this.ctx.mailer.send({
      to: invitee.email,
      firmId: firm.id,
      subject: formatMessage(role === 'staff' ? m.staffInviteSubject : m.advisorInviteSubject, {
        firm: firm.name,
      }),
      text: formatMessage(role === 'staff' ? m.staffInviteText : m.advisorInviteText, {
        name: `${invitee.firstName} ${invitee.lastName}`,
        firm: firm.name,
        link,
        signInUrl: advisorSignInUrl(this.ctx, firm.subdomain),
      }),
    });
  }

  async info(token: string): Promise<AdvisorInviteInfo> {
    const { link, firm, role } = await this.open(token);
    return {
      firmName: firm.name,
      subdomain: firm.subdomain,
      email: link.email,
      firstName: link.first_name,
      lastName: link.last_name,
      role,
    };
  }

  /** The salts of the invited advisor's names at the firm (ADR 0022): the username typed, the e-mail of the invite. */
  async salts(token: string, username: string): Promise<NewLoginSalts> {
    const { link, firm } = await this.open(token);
    return newLoginSalts(this.ctx, firm.id, username, link.email);
  }

  /** Creates the advisor (active: the link proved the e-mail) and uses the link, in one transaction. */
  async accept(body: AdvisorInviteAcceptBody): Promise<{ signInUrl: string }> {
    const { link, firm, role } = await this.open(body.token);
    checkKdf(body.kdfParams);
    const { phone } = checkAdvisorFields(body.username, body.phoneNumber);
    await assertLoginNamesFree(
      this.ctx,
      firm.id,
      sharesNamesWithProvider(this.ctx, firm),
      body.username,
      link.email,
      emailTaken,
    );
    const nowIso = this.ctx.clock.now().toISOString();
    await insertAdvisor(
      this.ctx,
      {
        ...body,
        firmId: firm.id,
        email: link.email,
        firstName: link.first_name,
        lastName: link.last_name,
        phone,
        apps: [...appTypes],
        role,
      },
      'active',
      {
        before: (trx) => consumeOnboardingToken(this.ctx.repos.onboardingTokens.within(trx), link.id, nowIso),
        emailTaken,
      },
    );
    return { signInUrl: advisorSignInUrl(this.ctx, firm.subdomain) };
  }

  /** An advisor's or a staff member's open invitation (one set-up page for both). */
  private async open(token: string) {
    const link = await openOnboardingToken(this.ctx, ['advisor_invite', 'staff_invite'], token);
    const firm = link.firm_id ? await this.ctx.repos.firms.findById(link.firm_id) : undefined;
    if (!firm) throw linkInvalid();
    const role: InvitedRole = link.purpose === 'staff_invite' ? 'staff' : 'advisor';
    return { link, firm, role };
  }
}
