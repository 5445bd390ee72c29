import {
  AppType,
  appRoutes,
  incidentNoticesMessages as m,
  messages,
  type FirmNoticeBody,
  type IncidentNoticeContent,
  type IncidentNoticeDetail,
  type IncidentNoticeList,
  type MyIncidentNotices,
  type NoticeAudience,
  type ProviderNoticeBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { firmSiteUrl } from '../../lib/public-urls.js';
import { appendAuditEvent, auditActorOf, type AuditActor } from '../audit/audit.js';
import type { AdvisorScope } from '../auth/access.policy.js';
import type { AudiencePerson, NoticeOwner } from './incident-notices.repository.js';
import { presentDetail, presentPending, presentSummary } from './incident-notices.presenter.js';
import { noticeMail } from './notice-mail.js';

/** Who sends: the provider's staff member, or an advisor of the firm, as the session found them. */
export interface NoticeSender {
  user: { id: string; role_id: number; email: string };
  ip: string | null;
}

/** The signed-in person reading their notices: their id and the firm of their session. */
export interface NoticeReader {
  user: { id: string; role_id: number; email: string; firm_id: string | null };
  ip: string | null;
}

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

const contentOf = (body: IncidentNoticeContent): IncidentNoticeContent => ({
  title: body.title,
  occurredOn: body.occurredOn,
  whatHappened: body.whatHappened,
  whatWeDid: body.whatWeDid,
  whatYouShouldDo: body.whatYouShouldDo,
});

/**
 * Incident notices (ADR 0053). The provider sends one to chosen firms (or all): each firm's active advisors; an
 * advisor sends one to chosen clients of the firm (or all): those clients. Each person gets it by e-mail through
 * the outgoing queue, in the transaction that records who was sent it and when, and sees it at their next
 * sign-in until they acknowledge it. Each recipient firm's audit trail records the sending and each reading.
 */
export class IncidentNoticesService {
  constructor(private readonly ctx: AppContext) {}

  private get repo() {
    return this.ctx.repos.incidentNotices;
  }

  private checkContent(body: IncidentNoticeContent): void {
    if (body.occurredOn > todayUtc(this.ctx.clock.now())) throw appErrors.validation(m.occurredInFuture);
  }

  async providerAudience(): Promise<NoticeAudience> {
    const firms = await this.repo.allFirms();
    return { people: firms.map((f) => ({ id: f.id, name: f.name, detail: f.subdomain })) };
  }

  async firmAudience(advisor: AdvisorScope): Promise<NoticeAudience> {
    const clients = await this.repo.clientsOf(advisor.firmId, 'all');
    return {
      people: clients.map((c) => ({ id: c.id, name: `${c.first_name} ${c.last_name}`, detail: c.email })),
    };
  }

  /** The provider's notice to firms: an unknown firm id is 404, and nothing is sent. */
  async sendToFirms(sender: NoticeSender, body: ProviderNoticeBody): Promise<IncidentNoticeDetail> {
    this.checkContent(body);
    if (!body.all && body.firmIds.length === 0) throw appErrors.validation(m.noRecipients);
    let firmIds: string[];
    if (body.all) {
      firmIds = (await this.repo.allFirms()).map((f) => f.id);
    } else {
      firmIds = [...new Set(body.firmIds)];
      if ((await this.repo.firmsByIds(firmIds)).length !== firmIds.length) throw appErrors.notFound();
    }
    const people = await this.repo.advisorsOf(firmIds);
    if (people.length === 0) throw appErrors.validation(m.noRecipients);
    const id = await this.send(sender, null, body, people);
    return this.detail({ kind: 'provider' }, id);
  }

  /** A firm's notice to its clients: a client id not of the firm (or not active) is 404, and nothing is sent. */
  async sendToClients(
    advisor: AdvisorScope,
    sender: NoticeSender,
    body: FirmNoticeBody,
  ): Promise<IncidentNoticeDetail> {
    this.checkContent(body);
    if (!body.all && body.clientIds.length === 0) throw appErrors.validation(m.noRecipients);
    const wanted = body.all ? 'all' : [...new Set(body.clientIds)];
    const people = await this.repo.clientsOf(advisor.firmId, wanted);
    if (wanted !== 'all' && people.length !== wanted.length) throw appErrors.notFound();
    if (people.length === 0) throw appErrors.validation(m.noRecipients);
    const id = await this.send(sender, advisor.firmId, body, people);
    return this.detail({ kind: 'firm', firmId: advisor.firmId }, id);
  }

  private async send(
    sender: NoticeSender,
    senderFirmId: string | null,
    body: IncidentNoticeContent,
    people: readonly AudiencePerson[],
  ): Promise<string> {
    const id = crypto.randomUUID();
    const at = this.ctx.clock.now().toISOString();
    const content = contentOf(body);
    const senderFirm = senderFirmId ? await this.ctx.repos.firms.findById(senderFirmId) : undefined;
    const fromName = senderFirm?.name ?? messages.productName;
    const firms = new Map<string, AudiencePerson[]>();
    for (const person of people) firms.set(person.firm_id, [...(firms.get(person.firm_id) ?? []), person]);
    const actor: AuditActor = auditActorOf(sender.user);
    const outgoing = this.ctx.outgoing.batch();
    await this.repo.transaction(async (repo, trx) => {
      await repo.insert(
        {
          id,
          firm_id: senderFirmId,
          sent_by: sender.user.id,
          sent_by_label: sender.user.email,
          title: content.title,
          occurred_on: content.occurredOn,
          what_happened: content.whatHappened,
          what_we_did: content.whatWeDid,
          what_you_should_do: content.whatYouShouldDo,
          created_at: at,
        },
        people.map((p) => ({
          notice_id: id,
          user_id: p.id,
          firm_id: p.firm_id,
          sent_at: at,
          acknowledged_at: null,
        })),
      );
      for (const [firmId, members] of firms) {
        const firm = await this.ctx.repos.firms.within(trx).findById(firmId);
        if (!firm) throw appErrors.notFound();
        const link = firmSiteUrl(
          this.ctx.config,
          firm.subdomain,
          senderFirmId ? '/' : appRoutes(AppType.password).login,
        );
        for (const person of members) {
          await outgoing.mail(
            trx,
            noticeMail(
              content,
              { email: person.email, firmId },
              { name: fromName, firmName: senderFirm?.name ?? null },
              link,
            ),
          );
        }
        await appendAuditEvent(
          this.ctx,
          firmId,
          {
            kind: 'incident_notice.sent',
            actor,
            subject: { type: 'incident_notice', id },
            detail: {
              title: content.title,
              occurredOn: content.occurredOn,
              from: senderFirmId ? 'firm' : 'provider',
              people: members.length,
            },
            ip: sender.ip,
          },
          trx,
        );
      }
    });
    await outgoing.deliver();
    return id;
  }

  async list(owner: NoticeOwner): Promise<IncidentNoticeList> {
    return { notices: (await this.repo.list(owner)).map(presentSummary) };
  }

  /** One of the owner's notices with its recipients: another's (or an unknown id) is 404. */
  async detail(owner: NoticeOwner, id: string): Promise<IncidentNoticeDetail> {
    const notice = await this.repo.find(owner, id);
    if (!notice) throw appErrors.notFound();
    return presentDetail(notice, await this.repo.recipientsOf(id));
  }

  /** The notices the caller has not acknowledged yet (none for the provider's staff, who belong to no firm). */
  async mine(reader: NoticeReader): Promise<MyIncidentNotices> {
    const firmId = reader.user.firm_id;
    if (!firmId) return { notices: [] };
    const rows = await this.repo.pendingFor(reader.user.id, firmId);
    return { notices: rows.map((r) => presentPending(r, messages.productName)) };
  }

  /** "I have read this": recorded once (a second call changes nothing); a notice not sent to the caller is 404. */
  async acknowledge(reader: NoticeReader, noticeId: string): Promise<void> {
    const firmId = reader.user.firm_id;
    if (!firmId) throw appErrors.notFound();
    const at = this.ctx.clock.now().toISOString();
    await this.repo.transaction(async (repo, trx) => {
      const row = await repo.recipientRow(noticeId, reader.user.id, firmId);
      if (!row) throw appErrors.notFound();
      if (!(await repo.acknowledge(noticeId, reader.user.id, firmId, at))) return;
      await appendAuditEvent(
        this.ctx,
        firmId,
        {
          kind: 'incident_notice.acknowledged',
          actor: auditActorOf(reader.user),
          subject: { type: 'incident_notice', id: noticeId },
          ip: reader.ip,
        },
        trx,
      );
    });
  }
}
