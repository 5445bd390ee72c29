import type { AppContext } from '../../app-context.js';
import type { ModuleRoutes } from '../../http/module-routes.js';

/** The account-settings module's routes (issue 10). */
export function accountSettingsRoutes(_ctx: AppContext): ModuleRoutes {
  return {};
}
