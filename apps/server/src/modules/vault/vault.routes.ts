import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  apiPaths,
  dataEnvelope,
  okSchema,
  vaultBulkDeleteBody,
  vaultDeletedResponse,
  vaultFolderCreateBody,
  vaultFolderDeleteBody,
  vaultFolderSchema,
  vaultFolderUpdateBody,
  vaultIdParams,
  vaultImportBody,
  vaultImportedResponse,
  vaultItemCreateBody,
  vaultItemList,
  vaultItemSchema,
  vaultItemUpdateBody,
  vaultLimits,
  vaultListQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { readSessionToken } from '../auth/cookies.js';
import { requireSession, type LoadedSession } from '../auth/session.service.js';
import { vaultOwnerOf, type VaultOwner } from './vault.policy.js';
import { VaultRepository } from './vault.repository.js';
import { VaultService } from './vault.service.js';
import { requestGrant } from '../../http/request-grant.js';

interface VaultAccess {
  loaded: LoadedSession;
  owner: VaultOwner;
}

const folderDeletedResponse = z.object({ deletedItems: z.number().int() });
const p = (path: string) => `${API_PREFIX}${path}`;

/**
 * Password Guru's vault under /pass-api/api/v1/accountManagements. Static paths (me, folders,
 * multi, import) take precedence over /:id in Fastify's router, whatever the order here.
 */
export function registerVaultRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const vault = new VaultService(ctx, new VaultRepository(ctx.db.kysely));

  // Session and policy run on onRequest, before any body is read: strangers cannot make us parse 32 MiB.
  const grant = requestGrant<VaultAccess>(async (req) => {
    const loaded = await requireSession(ctx, readSessionToken(req, 'passwordguru'), req.firm(), 'passwordguru', 'active');
    return { loaded, owner: vaultOwnerOf(loaded) };
  });
  const onRequest = grant.onRequest;
  const access = grant.of;
  const owner = (req: FastifyRequest) => access(req).owner;

  // Entries.

  r.get(p(apiPaths.vaultMyItems), { onRequest, schema: { querystring: vaultListQuery, response: { 200: dataEnvelope(vaultItemList) } } }, async (req) => ({
    data: await vault.listItems(owner(req), req.query),
  }));

  r.post(p(apiPaths.vaultItems), { onRequest, schema: { body: vaultItemCreateBody, response: { 200: dataEnvelope(vaultItemSchema) } } }, async (req) => ({
    data: await vault.createItem(owner(req), req.body),
  }));

  /** Entries only, as before; with folderIds (and the PIN) entries and folders go in one transaction. */
  r.delete(p(apiPaths.vaultItemsMulti), { onRequest, schema: { body: vaultBulkDeleteBody, response: { 200: dataEnvelope(vaultDeletedResponse) } } }, async (req) => {
    const a = access(req);
    return { data: await vault.deleteSelection(a.loaded, a.owner, req.body) };
  });

  r.post(
    p(apiPaths.vaultImport),
    { onRequest, bodyLimit: vaultLimits.importBodyLimitBytes, schema: { body: vaultImportBody, response: { 200: dataEnvelope(vaultImportedResponse) } } },
    async (req) => ({ data: { imported: await vault.importItems(owner(req), req.body) } }),
  );

  // Folders.

  r.get(p(apiPaths.vaultFolders), { onRequest, schema: { response: { 200: dataEnvelope(z.array(vaultFolderSchema)) } } }, async (req) => ({
    data: await vault.listFolders(owner(req)),
  }));

  r.post(p(apiPaths.vaultFolders), { onRequest, schema: { body: vaultFolderCreateBody, response: { 200: dataEnvelope(vaultFolderSchema) } } }, async (req) => ({
    data: await vault.createFolder(owner(req), req.body),
  }));

  r.put(
    p(apiPaths.vaultFolder),
    { onRequest, schema: { params: vaultIdParams, body: vaultFolderUpdateBody, response: { 200: dataEnvelope(vaultFolderSchema) } } },
    async (req) => ({ data: await vault.updateFolder(owner(req), req.params.id, req.body) }),
  );

  /** Deviation from the seeds: the PIN comes in the body, never in the query string. */
  r.delete(
    p(apiPaths.vaultFolder),
    { onRequest, schema: { params: vaultIdParams, body: vaultFolderDeleteBody, response: { 200: dataEnvelope(folderDeletedResponse) } } },
    async (req) => {
      const a = access(req);
      return { data: { deletedItems: await vault.deleteFolder(a.loaded, a.owner, req.params.id, req.body.pinCode) } };
    },
  );

  // One entry (after the static paths above in reading order; the router prefers them anyway).

  r.get(p(apiPaths.vaultItem), { onRequest, schema: { params: vaultIdParams, response: { 200: dataEnvelope(vaultItemSchema) } } }, async (req) => ({
    data: await vault.getItem(owner(req), req.params.id),
  }));

  r.put(
    p(apiPaths.vaultItem),
    { onRequest, schema: { params: vaultIdParams, body: vaultItemUpdateBody, response: { 200: dataEnvelope(vaultItemSchema) } } },
    async (req) => ({ data: await vault.updateItem(owner(req), req.params.id, req.body) }),
  );

  r.delete(p(apiPaths.vaultItem), { onRequest, schema: { params: vaultIdParams, response: { 200: dataEnvelope(okSchema) } } }, async (req) => {
    await vault.deleteItem(owner(req), req.params.id);
    return { data: { ok: true as const } };
  });
}
