import { messages, normalizePhone, type AccountRequestBody, type AppType } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import { appDisplayName, fillText } from '../../lib/text.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { placeholderUserRow } from '../invites/placeholders.js';
import { constraintViolation } from '../vault/vault.repository.js';
import type { AccountRequestsRepository } from './account-requests.repository.js';

/**
 * A visitor asks the firm for an account. The answer is the same whether or not the e-mail is
 * known to the firm (no enumeration); a known e-mail gets no second row and no second mail.
 */
export class AccountRequestsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AccountRequestsRepository,
  ) {}

  async request(firm: FirmSummary, appType: AppType, body: AccountRequestBody): Promise<void> {
    const rawPhone = body.phoneNumber?.trim() ?? '';
    const phone = rawPhone === '' ? '' : normalizePhone(rawPhone);
    if (phone === null) throw appErrors.validation(messages.phoneInvalid);
    const emailKey = body.email.toLowerCase();
    if (await this.repo.emailKnown(firm.id, emailKey)) return;

    const user = await placeholderUserRow(this.ctx, firm, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone,
      status: 'requested',
      roleId: RoleId.client,
      ownerUserId: null,
    });
    try {
      await this.repo.insertRequest(firm.id, user, {
        user_id: user.id,
        app_type: appType,
        relationship: body.relationship,
        created_at: this.ctx.clock.now().toISOString(),
      });
    } catch (err) {
      if (constraintViolation(err) === 'unique') return; // the same e-mail, a moment earlier
      throw err;
    }
    await this.notifyAdvisors(firm, appType, body, phone);
  }

  /** A failed mail does not lose the request: it is listed as Requested in Client Management. */
  private async notifyAdvisors(firm: FirmSummary, appType: AppType, body: AccountRequestBody, phone: string): Promise<void> {
    const name = `${body.firstName} ${body.lastName}`;
    const values = { name, app: appDisplayName(appType), email: body.email, phone: phone || messages.dateNone, relationship: body.relationship };
    for (const to of await this.repo.advisorEmails(firm.id)) {
      try {
        await this.ctx.mailer.send({
          to,
          firmId: firm.id,
          subject: fillText(messages.accountRequestMailSubject, values),
          text: fillText(messages.accountRequestMailText, values),
        });
      } catch (err) {
        this.ctx.log.error({ err, firmId: firm.id }, 'account request mail failed');
      }
    }
  }
}
