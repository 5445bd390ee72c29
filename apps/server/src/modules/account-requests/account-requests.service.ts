import {
  messages,
  normalizePhone,
  appDisplayName,
  formatMessage,
  type AccountRequestBody,
  type AppType,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { constraintViolation } from '../../db/constraint-violation.js';
import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { placeholderUserRow } from '../invites/placeholders.js';
import type {
  AccountRequestsRepository,
  KnownPerson,
  NewAccountRequest,
} from './account-requests.repository.js';
import type { NewUserRow } from '../users/users.repository.js';
import { recordKnownRequest } from './known-request.js';

interface AdvisorMail {
  subject: string;
  text: string;
}

/**
 * A visitor asks the firm for an account. The answer is the same whether or not the e-mail is
 * known to the firm (no enumeration), and so is the work before it (the placeholder row is built
 * either way). A known e-mail gets no second user row; the advisors are told that the person is
 * known, and the request is recorded for the app when that fits (known-request.ts).
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
    const user = await placeholderUserRow(this.ctx, firm, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone,
      status: 'requested',
      roleId: RoleId.client,
      ownerUserId: null,
    });
    const request = {
      app_type: appType,
      relationship: body.relationship,
      created_at: this.ctx.clock.now().toISOString(),
    };
    const values = {
      name: `${body.firstName} ${body.lastName}`,
      app: appDisplayName(appType),
      email: body.email,
      phone: phone || messages.dateNone,
      relationship: body.relationship,
    };

    const known =
      (await this.repo.findPerson(firm.id, emailKey)) ??
      (await this.insertNew(firm.id, emailKey, user, { ...request, user_id: user.id }));
    if (!known) {
      await this.notifyAdvisors(firm, {
        subject: formatMessage(messages.accountRequestMailSubject, values),
        text: formatMessage(messages.accountRequestMailText, values),
      });
      return;
    }
    const about = await recordKnownRequest(this.repo, firm.id, emailKey, known, {
      ...request,
      user_id: known.id,
    });
    await this.notifyAdvisors(firm, {
      subject: formatMessage(messages.accountRequestKnownMailSubject, values),
      text: formatMessage(messages.accountRequestKnownMailText, { ...values, ...about }),
    });
  }

  /** Records a new person; when the same e-mail came in a moment earlier, returns that person instead. */
  private async insertNew(
    firmId: string,
    emailKey: string,
    user: NewUserRow,
    request: NewAccountRequest,
  ): Promise<KnownPerson | undefined> {
    try {
      await this.repo.insertRequest(firmId, user, request);
      return undefined;
    } catch (err) {
      const known =
        constraintViolation(err) === 'unique' ? await this.repo.findPerson(firmId, emailKey) : undefined;
      if (!known) throw err;
      return known;
    }
  }

  /** A failed mail does not lose the request: it is listed as Requested in Client Management. */
  private async notifyAdvisors(firm: FirmSummary, mail: AdvisorMail): Promise<void> {
    for (const to of await this.repo.advisorEmails(firm.id)) {
      try {
        await this.ctx.mailer.send({ to, firmId: firm.id, subject: mail.subject, text: mail.text });
      } catch (err) {
        this.ctx.log.error({ err, firmId: firm.id }, 'account request mail failed');
      }
    }
  }
}
