import type { ProviderAdvisor, ProviderFirmRow } from '@guru/shared';
import { planOf } from '../subscriptions/subscriptions.presenter.js';
import type { ProviderFirmListRow } from './provider-firms.repository.js';

export { providerFirmList, type ProviderFirmList } from '@guru/shared';

const statuses = new Set(['trialing', 'active', 'past_due', 'canceled', 'suspended']);

/** A firm as the provider console shows it: no sender settings, counts as numbers, the current subscription. */
export function presentProviderFirm(f: ProviderFirmListRow): ProviderFirmRow {
  const status = f.status && statuses.has(f.status) ? (f.status as ProviderFirmRow['status']) : null;
  return {
    id: f.id,
    name: f.name,
    subdomain: f.subdomain,
    createdAt: f.created_at,
    clientCount: Number(f.client_count),
    advisorCount: Number(f.advisor_count),
    plan: f.plan_id ? planOf(f.plan_id) : null,
    status,
    currentPeriodEnd: f.current_period_end,
  };
}

export function presentAdvisor(a: {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  status: string;
}): ProviderAdvisor {
  const status = a.status === 'disabled' ? 'disabled' : a.status === 'active' ? 'active' : 'pending';
  return {
    id: a.id,
    firstName: a.first_name,
    lastName: a.last_name,
    email: a.email,
    username: a.username,
    status,
  };
}
