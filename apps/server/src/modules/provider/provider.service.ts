import type { AppContext } from '../../app-context.js';
import { presentFirmList, type ProviderFirmList } from './provider.presenter.js';

/** What the provider's console reads across firms. */
export class ProviderService {
  constructor(private readonly ctx: AppContext) {}

  /** Every advisor firm with its number of clients, by name. */
  async listFirms(): Promise<ProviderFirmList> {
    return presentFirmList(await this.ctx.repos.firms.listWithClientCounts());
  }
}
