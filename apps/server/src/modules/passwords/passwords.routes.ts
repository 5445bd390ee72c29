import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  apiPaths,
  dataEnvelope,
  okSchema,
  passwordsBulkDeleteBody,
  passwordsDeletedResponse,
  passwordsFolderCreateBody,
  passwordsFolderDeleteBody,
  passwordsFolderSchema,
  passwordsFolderUpdateBody,
  passwordsIdParams,
  passwordsImportBody,
  passwordsImportedResponse,
  passwordsItemCreateBody,
  passwordsItemList,
  passwordsItemSchema,
  passwordsItemUpdateBody,
  passwordsLimits,
  passwordsListQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { readSessionToken } from '../auth/cookies.js';
import { requireSession, type LoadedSession } from '../auth/session.service.js';
import { passwordsOwnerOf, type PasswordsOwner } from './passwords.policy.js';
import { PasswordsRepository } from './passwords.repository.js';
import { PasswordsService } from './passwords.service.js';
import { requestGrant } from '../../http/request-grant.js';

interface PasswordsAccess {
  loaded: LoadedSession;
  owner: PasswordsOwner;
}

const folderDeletedResponse = z.object({ deletedItems: z.number().int() });
const p = (path: string) => `${API_PREFIX}${path}`;

/**
 * Password Guru's vault under /pass-api/api/v1/accountManagements. Static paths (me, folders,
 * multi, import) take precedence over /:id in Fastify's router, whatever the order here.
 */
export function registerPasswordsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const vault = new PasswordsService(ctx, new PasswordsRepository(ctx.db.kysely));

  // Session and policy run on onRequest, before any body is read: strangers cannot make us parse 32 MiB.
  const grant = requestGrant<PasswordsAccess>(async (req) => {
    const loaded = await requireSession(ctx, readSessionToken(req, 'passwordguru'), req.firm(), 'passwordguru', 'active');
    return { loaded, owner: passwordsOwnerOf(loaded) };
  });
  const onRequest = grant.onRequest;
  const access = grant.of;
  const owner = (req: FastifyRequest) => access(req).owner;

  // Entries.

  r.get(p(apiPaths.passwordsMyItems), { onRequest, schema: { querystring: passwordsListQuery, response: { 200: dataEnvelope(passwordsItemList) } } }, async (req) => ({
    data: await vault.listItems(owner(req), req.query),
  }));

  r.post(p(apiPaths.passwordsItems), { onRequest, schema: { body: passwordsItemCreateBody, response: { 200: dataEnvelope(passwordsItemSchema) } } }, async (req) => ({
    data: await vault.createItem(owner(req), req.body),
  }));

  /** Entries only, as before; with folderIds (and the PIN) entries and folders go in one transaction. */
  r.delete(p(apiPaths.passwordsItemsMulti), { onRequest, schema: { body: passwordsBulkDeleteBody, response: { 200: dataEnvelope(passwordsDeletedResponse) } } }, async (req) => {
    const a = access(req);
    return { data: await vault.deleteSelection(a.loaded, a.owner, req.body) };
  });

  r.post(
    p(apiPaths.passwordsImport),
    { onRequest, bodyLimit: passwordsLimits.importBodyLimitBytes, schema: { body: passwordsImportBody, response: { 200: dataEnvelope(passwordsImportedResponse) } } },
    async (req) => ({ data: { imported: await vault.importItems(owner(req), req.body) } }),
  );

  // Folders.

  r.get(p(apiPaths.passwordsFolders), { onRequest, schema: { response: { 200: dataEnvelope(z.array(passwordsFolderSchema)) } } }, async (req) => ({
    data: await vault.listFolders(owner(req)),
  }));

  r.post(p(apiPaths.passwordsFolders), { onRequest, schema: { body: passwordsFolderCreateBody, response: { 200: dataEnvelope(passwordsFolderSchema) } } }, async (req) => ({
    data: await vault.createFolder(owner(req), req.body),
  }));

  r.put(
    p(apiPaths.passwordsFolder),
    { onRequest, schema: { params: passwordsIdParams, body: passwordsFolderUpdateBody, response: { 200: dataEnvelope(passwordsFolderSchema) } } },
    async (req) => ({ data: await vault.updateFolder(owner(req), req.params.id, req.body) }),
  );

  /** Deviation from the seeds: the PIN comes in the body, never in the query string. */
  r.delete(
    p(apiPaths.passwordsFolder),
    { onRequest, schema: { params: passwordsIdParams, body: passwordsFolderDeleteBody, response: { 200: dataEnvelope(folderDeletedResponse) } } },
    async (req) => {
      const a = access(req);
      return { data: { deletedItems: await vault.deleteFolder(a.loaded, a.owner, req.params.id, req.body.pinCode) } };
    },
  );

  // One entry (after the static paths above in reading order; the router prefers them anyway).

  r.get(p(apiPaths.passwordsItem), { onRequest, schema: { params: passwordsIdParams, response: { 200: dataEnvelope(passwordsItemSchema) } } }, async (req) => ({
    data: await vault.getItem(owner(req), req.params.id),
  }));

  r.put(
    p(apiPaths.passwordsItem),
    { onRequest, schema: { params: passwordsIdParams, body: passwordsItemUpdateBody, response: { 200: dataEnvelope(passwordsItemSchema) } } },
    async (req) => ({ data: await vault.updateItem(owner(req), req.params.id, req.body) }),
  );

  r.delete(p(apiPaths.passwordsItem), { onRequest, schema: { params: passwordsIdParams, response: { 200: dataEnvelope(okSchema) } } }, async (req) => {
    await vault.deleteItem(owner(req), req.params.id);
    return { data: { ok: true as const } };
  });
}
