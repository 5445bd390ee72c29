import type {
  IncidentNoticeDetail,
  IncidentNoticeRecipient,
  IncidentNoticeSummary,
  MyIncidentNotice,
} from '@guru/shared';
import { RoleId } from '../../db/tables/users.table.js';
import type { IncidentNoticesRepository, NoticeRow } from './incident-notices.repository.js';

type SummaryRow = Awaited<ReturnType<IncidentNoticesRepository['list']>>[number];
type RecipientRow = Awaited<ReturnType<IncidentNoticesRepository['recipientsOf']>>[number];
type PendingRow = Awaited<ReturnType<IncidentNoticesRepository['pendingFor']>>[number];

export function presentSummary(r: SummaryRow): IncidentNoticeSummary {
  return {
    id: r.id,
    title: r.title,
    occurredOn: r.occurred_on,
    sentAt: r.created_at,
    sentBy: r.sent_by_label,
    firms: r.firms,
    people: r.people,
    acknowledged: r.acknowledged,
  };
}

function presentRecipient(r: RecipientRow): IncidentNoticeRecipient {
  return {
    firmId: r.firm_id,
    firmName: r.firm_name,
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    role: r.role_id === RoleId.advisor ? 'advisor' : 'client',
    sentAt: r.sent_at,
    acknowledgedAt: r.acknowledged_at,
  };
}

export function presentDetail(n: NoticeRow, recipients: readonly RecipientRow[]): IncidentNoticeDetail {
  return {
    id: n.id,
    title: n.title,
    occurredOn: n.occurred_on,
    sentAt: n.created_at,
    sentBy: n.sent_by_label,
    firms: new Set(recipients.map((r) => r.firm_id)).size,
    people: recipients.length,
    acknowledged: recipients.filter((r) => r.acknowledged_at !== null).length,
    whatHappened: n.what_happened,
    whatWeDid: n.what_we_did,
    whatYouShouldDo: n.what_you_should_do,
    recipients: recipients.map(presentRecipient),
  };
}

/** A pending notice as its recipient reads it; `suiteName` names the provider's. */
export function presentPending(r: PendingRow, suiteName: string): MyIncidentNotice {
  return {
    id: r.id,
    from: r.firm_id === null ? suiteName : (r.sender_name ?? suiteName),
    title: r.title,
    occurredOn: r.occurred_on,
    sentAt: r.sent_at,
    whatHappened: r.what_happened,
    whatWeDid: r.what_we_did,
    whatYouShouldDo: r.what_you_should_do,
  };
}
