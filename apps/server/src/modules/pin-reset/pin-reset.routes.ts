import type { AppContext } from '../../app-context.js';
import type { ModuleRoutes } from '../../http/module-routes.js';

/** The pin-reset module's routes (issue 10). */
export function pinResetRoutes(_ctx: AppContext): ModuleRoutes {
  return {};
}
