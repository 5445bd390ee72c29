import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appErrors } from '../lib/app-error.js';
import type { AccessKind, AccessLevel, Caller, CallerOf } from './access-level.js';
import { checksBeforeBody } from './access-level.js';
import { checkAccess } from './access-check.js';

/** The instance a scope's routes are declared on (zod schemas typed). */
export type ScopeInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The caller of a route of the scope, typed by the scope's level. */
export type CallerAccessor<K extends AccessKind> = (req: FastifyRequest) => CallerOf<K>;

/** The level each access scope declared, by its Fastify instance (plugins inside a scope inherit it). */
const declaredLevels = new WeakMap<object, AccessLevel>();

function declaredLevelOf(instance: object): AccessLevel | undefined {
  for (
    let current: object | null = instance;
    current;
    current = Object.getPrototypeOf(current) as object | null
  ) {
    const level = declaredLevels.get(current);
    if (level) return level;
  }
  return undefined;
}

function isCaller<K extends AccessKind>(caller: Caller | null, kind: K): caller is CallerOf<K> {
  return caller !== null && caller.access === kind;
}

/** The caller as the scope's check found them. */
export function callerOf<K extends AccessKind>(req: FastifyRequest, kind: K): CallerOf<K> {
  const caller = req.caller;
  if (!isCaller(caller, kind)) throw appErrors.unauthenticated();
  return caller;
}

/**
 * An encapsulated plugin whose routes all have one access level: one hook checks every request
 * (on onRequest, before any body is read; see checksBeforeBody) and sets `req.caller`; `routes`
 * declares the routes and reads the caller with the typed accessor it is given.
 */
export function accessScope<L extends AccessLevel>(
  level: L,
  routes: (scope: ScopeInstance, caller: CallerAccessor<L['access']>) => void | Promise<void>,
): FastifyPluginAsync {
  return async (scope) => {
    const outer = declaredLevelOf(scope);
    if (outer) throw new Error(`access scopes do not nest (${level.access} inside ${outer.access})`);
    declaredLevels.set(scope, level);
    const ctx = scope.guru;
    const check = async (req: FastifyRequest) => {
      req.caller = await checkAccess(ctx, req, level);
    };
    if (checksBeforeBody(level)) scope.addHook('onRequest', check);
    else scope.addHook('preHandler', check);
    const kind: L['access'] = level.access;
    await routes(scope.withTypeProvider<ZodTypeProvider>(), (req) => callerOf(req, kind));
  };
}

/** One registered route and the access level its scope declared. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessLevel | undefined;
  /** The route's schemas (zod: body, querystring, params, response by status), for the API fuzz test. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its access level: the route-access test walks it. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/**
 * Call first on the root instance: no route can exist without a declared access level. A route
 * registered outside an access scope throws, and so does building the app.
 */
export function installRouteAccess(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.decorateRequest('caller', null);
  app.addHook('onRoute', function requireDeclaredAccess(this: FastifyInstance, route) {
    const access = declaredLevelOf(this);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method: String(method), url: route.url, access, schema: route.schema });
    if (!access) {
      throw new Error(
        `${methods.join(',')} ${route.url} has no declared access level: declare it inside an accessScope (http/access-scope.ts)`,
      );
    }
    route.config = { ...route.config, access };
  });
}
