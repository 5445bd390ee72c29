import crypto from 'node:crypto';
import {
  AppType,
  ErrorCode,
  PlanId,
  appRoutes,
  appTypes,
  formatMessage,
  subscriptionLimits,
  subscriptionMessages as m,
  subscriptionWebRoutes,
  type FirmSignupBody,
  type FirmSignupConfirmResponse,
  type FirmSignupResponse,
  type FirmSignupSaltsResponse,
  type SubdomainAvailability,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { checkKdf, newLoginSalts } from '../auth/login-names.js';
import { constraintViolation } from '../../db/constraint-violation.js';
import type { FirmsRepository } from '../firms/firms.repository.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addDays } from '../subscriptions/subscription-rules.js';
import { firmSiteUrl, publicSiteUrl, withToken } from '../../lib/public-urls.js';
import { assertLoginNamesFree, checkAdvisorFields, insertAdvisor } from './advisor-accounts.js';
import { assertSubdomainFree, subdomainRefusal } from './subdomain-check.js';
import {
  consumeOnboardingToken,
  insertOnboardingToken,
  linkInvalid,
  openOnboardingToken,
} from './onboarding-tokens.js';

export const subdomainTaken = () => new AppError(ErrorCode.SUBDOMAIN_TAKEN, m.subdomainTaken);
const emailTaken = () => new AppError(ErrorCode.ALREADY_REGISTERED, m.emailTaken);

/** Where a firm's advisors sign in: the firm's own site (then TOTP enrolment, as every advisor). */
export function advisorSignInUrl(ctx: AppContext, subdomain: string): string {
  return firmSiteUrl(ctx.config, subdomain, appRoutes(AppType.password).login);
}

/** Inserts a firm (through `firms` bound to the caller's transaction); a taken subdomain answers SUBDOMAIN_TAKEN. */
export async function insertFirm(
  ctx: AppContext,
  firms: FirmsRepository,
  firm: { id: string; name: string; subdomain: string },
): Promise<void> {
  try {
    await firms.insert({
      id: firm.id,
      name: firm.name,
      subdomain: firm.subdomain,
      logo_png: null,
      sender_email: null,
      sender_verified: 0,
      created_at: ctx.clock.now().toISOString(),
    });
  } catch (err) {
    if (constraintViolation(err) === 'unique') throw subdomainTaken();
    throw err;
  }
}

/**
 * An advisor firm signs up (ADR 0016): the firm and its first advisor are created at once, the
 * subdomain taken, but the advisor stays pending (nobody signs in) until the e-mail is confirmed by a
 * single-use link valid 24 hours; confirming starts the trial. Links come from PUBLIC_URL and
 * BASE_DOMAIN, never from the request.
 */
export class FirmSignupService {
  constructor(private readonly ctx: AppContext) {}

  async availability(raw: string): Promise<SubdomainAvailability> {
    const subdomain = raw.trim().toLowerCase();
    const refusal = await subdomainRefusal(this.ctx, subdomain);
    return refusal
      ? { subdomain, available: false, message: refusal }
      : { subdomain, available: true, message: null };
  }

  /**
   * The id of the firm about to be made and the salts of its first advisor's names there (ADR 0022):
   * the browser derives the keys with them and sends the id back with the sign-up.
   */
  salts(username: string, email: string): FirmSignupSaltsResponse {
    const firmId = crypto.randomUUID();
    return { firmId, ...newLoginSalts(this.ctx, firmId, username, email) };
  }

  async signup(body: FirmSignupBody): Promise<FirmSignupResponse> {
    checkKdf(body.kdfParams);
    const { phone } = checkAdvisorFields(body.username, body.phoneNumber);
    await assertSubdomainFree(this.ctx, body.subdomain);
    const firmId = body.firmId;
    if (await this.ctx.repos.firms.findById(firmId)) throw appErrors.validation();
    await assertLoginNamesFree(this.ctx, firmId, false, body.username, body.email, emailTaken);
    const expiresAt = addDays(this.ctx.clock.now(), subscriptionLimits.confirmLinkHours / 24);
    let token = '';
    await insertAdvisor(this.ctx, { ...body, firmId, phone, apps: [...appTypes] }, 'pending', {
      before: (trx) =>
        insertFirm(this.ctx, this.ctx.repos.firms.within(trx), {
          id: firmId,
          name: body.firmName,
          subdomain: body.subdomain,
        }),
      after: async (trx, row) => {
        token = await insertOnboardingToken(this.ctx, this.ctx.repos.onboardingTokens.within(trx), {
          purpose: 'firm_signup',
          firmId,
          userId: row.id,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          expiresAt,
        });
      },
      emailTaken,
    });
    const link = withToken(publicSiteUrl(this.ctx.config, subscriptionWebRoutes.confirmFirmSignup), token);
    await this.ctx.mailer.send({
      to: body.email,
      firmId,
      subject: formatMessage(m.confirmEmailSubject, { firm: body.firmName }),
      text: formatMessage(m.confirmEmailText, {
        name: `${body.firstName} ${body.lastName}`,
        firm: body.firmName,
        link,
        signInUrl: advisorSignInUrl(this.ctx, body.subdomain),
      }),
    });
    return { email: body.email, subdomain: body.subdomain, expiresAt: expiresAt.toISOString() };
  }

  /** Confirms the e-mail once: the advisor becomes active and the firm's trial (All in One) starts now. */
  async confirm(token: string): Promise<FirmSignupConfirmResponse> {
    const link = await openOnboardingToken(this.ctx, 'firm_signup', token);
    if (!link.firm_id || !link.user_id) throw linkInvalid();
    const firm = await this.ctx.repos.firms.findById(link.firm_id);
    if (!firm) throw linkInvalid();
    const now = this.ctx.clock.now();
    const nowIso = now.toISOString();
    const { firm_id: firmId, user_id: userId } = link;
    await this.ctx.repos.users.transaction(async (users, trx) => {
      await consumeOnboardingToken(this.ctx.repos.onboardingTokens.within(trx), link.id, nowIso);
      await users.updatePending({ id: userId, firmId }, { status: 'active', updated_at: nowIso });
      await this.ctx.repos.subscriptions.within(trx).insertTerm({
        firmId,
        planId: PlanId.allInOne,
        status: 'trialing',
        start: now,
        source: 'signup',
      });
    });
    return {
      subdomain: firm.subdomain,
      signInUrl: advisorSignInUrl(this.ctx, firm.subdomain),
      trialEndsAt: addDays(now, subscriptionLimits.trialDays).toISOString(),
    };
  }
}
