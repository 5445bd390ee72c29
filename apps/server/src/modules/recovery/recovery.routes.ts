import type { AppContext } from '../../app-context.js';
import type { ModuleRoutes } from '../../http/module-routes.js';

/** The recovery module's routes (issue 10). */
export function recoveryRoutes(_ctx: AppContext): ModuleRoutes {
  return {};
}
