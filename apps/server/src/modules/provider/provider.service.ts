import type { ProviderFirmDetail, ProviderFirmList, ProviderFirmRow, ProviderFirmsQuery } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { ProviderFirmsRepository } from './provider-firms.repository.js';
import { presentAdvisor, presentProviderFirm } from './provider.presenter.js';

/**
 * What the provider's console reads and changes across firms: firm-level facts (plan, status, period
 * end, counts), subscriptions and advisors. Never a client's name, e-mail or data ("the provider can
 * disable an advisor's subscription but cannot see data").
 */
export class ProviderService {
  private readonly firms: ProviderFirmsRepository;

  constructor(private readonly ctx: AppContext) {
    this.firms = ctx.repos.providerFirms;
  }

  /** Advisor firms by name, searched by name or subdomain, filtered by status, paged. */
  async listFirms(query: ProviderFirmsQuery): Promise<ProviderFirmList> {
    const { rows, total } = await this.firms.list(query);
    return { results: rows.map(presentProviderFirm), total };
  }

  async firm(firmId: string): Promise<ProviderFirmRow> {
    const row = await this.firms.one(firmId);
    if (!row) throw appErrors.notFound();
    return presentProviderFirm(row);
  }

  async firmDetail(firmId: string): Promise<ProviderFirmDetail> {
    const firm = await this.firm(firmId);
    const subscriptions = await new SubscriptionsService(this.ctx).history(firmId);
    const advisors = (await this.firms.advisors(firmId)).map(presentAdvisor);
    return { firm, subscriptions, advisors };
  }

  /** Disables an advisor (their sessions end at the next call) or enables them again. */
  async setAdvisorDisabled(firmId: string, advisorId: string, isDisabled: boolean): Promise<void> {
    const changed = await this.firms.setAdvisorStatus(
      firmId,
      advisorId,
      isDisabled ? 'disabled' : 'active',
      this.ctx.clock.now().toISOString(),
    );
    if (!changed) throw appErrors.notFound();
  }
}
