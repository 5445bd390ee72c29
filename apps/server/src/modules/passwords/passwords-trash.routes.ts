import {
  API_PREFIX,
  AppType,
  apiPaths,
  dataEnvelope,
  vaultTrashEmptiedResponse,
  vaultTrashEmptyBody,
  vaultTrashListSchema,
  vaultTrashRestoreBody,
  vaultTrashRestoredResponse,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { PasswordsTrashService } from './passwords-trash.service.js';

/** Password Guru's trash (ADR 0042), for Password Guru's clients: each their own. */
export function trashRoutes(ctx: AppContext): ModuleRoutes {
  const trash = new PasswordsTrashService(ctx, ctx.repos.passwordsTrash);

  const trashOfClient = accessScope({ access: 'appClient', app: AppType.password }, (r, caller) => {
    r.get(
      apiPaths.passwordsTrash,
      { schema: { response: { 200: dataEnvelope(vaultTrashListSchema) } } },
      async (req) => ({ data: await trash.list(caller(req).client) }),
    );

    r.post(
      apiPaths.passwordsTrashRestore,
      {
        schema: { body: vaultTrashRestoreBody, response: { 200: dataEnvelope(vaultTrashRestoredResponse) } },
      },
      async (req) => ({ data: await trash.restore(caller(req).client, req.body) }),
    );

    /** Emptying deletes for good: the PIN, in the body. */
    r.delete(
      apiPaths.passwordsTrash,
      { schema: { body: vaultTrashEmptyBody, response: { 200: dataEnvelope(vaultTrashEmptiedResponse) } } },
      async (req) => {
        const { session, client } = caller(req);
        return { data: await trash.empty(session, client, req.body.pinCode) };
      },
    );
  });

  return { [API_PREFIX]: trashOfClient };
}
