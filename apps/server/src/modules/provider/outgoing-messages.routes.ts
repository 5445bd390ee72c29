import {
  BE_API_PREFIX,
  dataEnvelope,
  okSchema,
  outgoingMessageParams,
  outgoingMessagesPaths as p,
  outgoingProblemList,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';
import { OutgoingMessagesService } from './outgoing-messages.service.js';

const at = (path: string) => pathUnder(BE_API_PREFIX, path);

/** The provider's view of undelivered e-mails and SMS, and Retry (ADR 0028). */
export function outgoingMessagesRoutes(ctx: AppContext): ModuleRoutes {
  const service = new OutgoingMessagesService(ctx);
  const scope = accessScope({ access: 'provider' }, (r) => {
    r.get(at(p.list), { schema: { response: { 200: dataEnvelope(outgoingProblemList) } } }, async () => ({
      data: { results: await service.problems() },
    }));
    r.post(
      at(p.retry),
      { schema: { params: outgoingMessageParams, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await service.retry(req.params.messageId);
        return { data: { ok: true as const } };
      },
    );
  });
  return { [BE_API_PREFIX]: scope };
}
