import type { AppContext } from '../../app-context.js';
import type { ModuleRoutes } from '../../http/module-routes.js';

/** The emergency module's routes (issue 10). */
export function emergencyRoutes(_ctx: AppContext): ModuleRoutes {
  return {};
}
