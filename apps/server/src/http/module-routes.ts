import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiPrefixes, isUnderPrefix, type ApiPrefix } from '@guru/shared';

/**
 * A module's routes: one encapsulated plugin per API prefix it answers under, each made of access
 * scopes (accessScope). Route paths inside are relative to the prefix.
 */
export type ModuleRoutes = Partial<Record<ApiPrefix, FastifyPluginAsync>>;

/** One plugin of several access scopes: a module with routes of more than one level under a prefix. */
export function scopes(...plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (under) => {
    for (const plugin of plugins) await under.register(plugin);
  };
}

/** A full shared path (beApiPaths, devPaths…) as the route path under its prefix's plugin. */
export function pathUnder(prefix: ApiPrefix, fullPath: string): string {
  if (!isUnderPrefix(fullPath, prefix)) throw new Error(`${fullPath} is not under ${prefix}`);
  return fullPath.slice(prefix.length);
}

/**
 * Registers every module under each API prefix, as an encapsulated plugin per module and prefix.
 * `prepare` runs first in each prefix's plugin (hooks every API request needs: the firm of the host).
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly ModuleRoutes[],
  prepare: (api: FastifyInstance) => void,
): Promise<void> {
  for (const prefix of apiPrefixes) {
    await app.register(
      async (api) => {
        prepare(api);
        for (const module of modules) {
          const plugin = module[prefix];
          if (plugin) await api.register(plugin);
        }
      },
      { prefix },
    );
  }
}
