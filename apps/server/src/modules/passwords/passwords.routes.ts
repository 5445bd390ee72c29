import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  AppType,
  apiPaths,
  dataEnvelope,
  okSchema,
  passwordsBulkDeleteBody,
  passwordsDeletedResponse,
  passwordsFolderCreateBody,
  passwordsFolderDeleteBody,
  passwordsFolderDeletedResponse,
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
  passwordsListedItemList,
  passwordsPlaceList,
  passwordsCounts,
  passwordsSummaryPage,
  passwordsSummaryPageQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { PasswordsService } from './passwords.service.js';

/**
 * Password Guru's vault under /pass-api/api/v1/accountManagements, for Password Guru's clients only
 * (their scope's access level; checked on onRequest, so strangers cannot make us parse 32 MiB).
 * Static paths (me, folders, multi, import) take precedence over /:id in Fastify's router,
 * whatever the order here.
 */
export function passwordsRoutes(ctx: AppContext): ModuleRoutes {
  const vault = new PasswordsService(ctx, ctx.repos.passwords);

  const vaultOfClient = accessScope({ access: 'appClient', app: AppType.password }, (r, caller) => {
    const owner = (req: FastifyRequest) => caller(req).client;

    // Entries.

    r.get(
      apiPaths.passwordsMyItems,
      { schema: { querystring: passwordsListQuery, response: { 200: dataEnvelope(passwordsItemList) } } },
      async (req) => ({
        data: await vault.listItems(owner(req), req.query),
      }),
    );

    r.get(
      apiPaths.passwordsMySummaries,
      { schema: { response: { 200: dataEnvelope(passwordsListedItemList) } } },
      async (req) => ({
        data: await vault.listSummaries(owner(req)),
      }),
    );

    r.get(
      apiPaths.passwordsMyPlaces,
      { schema: { response: { 200: dataEnvelope(passwordsPlaceList) } } },
      async (req) => ({
        data: await vault.listPlaces(owner(req)),
      }),
    );

    r.get(
      apiPaths.passwordsMyCounts,
      { schema: { response: { 200: dataEnvelope(passwordsCounts) } } },
      async (req) => ({
        data: await vault.countByFolder(owner(req)),
      }),
    );

    r.get(
      apiPaths.passwordsMySummaryPage,
      {
        schema: {
          querystring: passwordsSummaryPageQuery,
          response: { 200: dataEnvelope(passwordsSummaryPage) },
        },
      },
      async (req) => ({
        data: await vault.listSummaryPage(owner(req), req.query),
      }),
    );

    r.post(
      apiPaths.passwordsItems,
      { schema: { body: passwordsItemCreateBody, response: { 200: dataEnvelope(passwordsItemSchema) } } },
      async (req) => ({
        data: await vault.createItem(owner(req), req.body),
      }),
    );

    /** Entries only, as before; with folderIds (and the PIN) entries and folders go in one transaction. */
    r.delete(
      apiPaths.passwordsItemsMulti,
      {
        schema: { body: passwordsBulkDeleteBody, response: { 200: dataEnvelope(passwordsDeletedResponse) } },
      },
      async (req) => {
        const { session, client } = caller(req);
        return { data: await vault.deleteSelection(session, client, req.body) };
      },
    );

    r.post(
      apiPaths.passwordsImport,
      {
        bodyLimit: passwordsLimits.importBodyLimitBytes,
        schema: { body: passwordsImportBody, response: { 200: dataEnvelope(passwordsImportedResponse) } },
      },
      async (req) => ({ data: { imported: await vault.importItems(owner(req), req.body) } }),
    );

    // Folders.

    r.get(
      apiPaths.passwordsFolders,
      { schema: { response: { 200: dataEnvelope(z.array(passwordsFolderSchema)) } } },
      async (req) => ({
        data: await vault.listFolders(owner(req)),
      }),
    );

    r.post(
      apiPaths.passwordsFolders,
      { schema: { body: passwordsFolderCreateBody, response: { 200: dataEnvelope(passwordsFolderSchema) } } },
      async (req) => ({
        data: await vault.createFolder(owner(req), req.body),
      }),
    );

    r.put(
      apiPaths.passwordsFolder,
      {
        schema: {
          params: passwordsIdParams,
          body: passwordsFolderUpdateBody,
          response: { 200: dataEnvelope(passwordsFolderSchema) },
        },
      },
      async (req) => ({ data: await vault.updateFolder(owner(req), req.params.id, req.body) }),
    );

    /** Deviation from the seeds: the PIN comes in the body, never in the query string. */
    r.delete(
      apiPaths.passwordsFolder,
      {
        schema: {
          params: passwordsIdParams,
          body: passwordsFolderDeleteBody,
          response: { 200: dataEnvelope(passwordsFolderDeletedResponse) },
        },
      },
      async (req) => {
        const { session, client } = caller(req);
        return {
          data: { deletedItems: await vault.deleteFolder(session, client, req.params.id, req.body.pinCode) },
        };
      },
    );

    // One entry (after the static paths above in reading order; the router prefers them anyway).

    r.get(
      apiPaths.passwordsItem,
      { schema: { params: passwordsIdParams, response: { 200: dataEnvelope(passwordsItemSchema) } } },
      async (req) => ({
        data: await vault.getItem(owner(req), req.params.id),
      }),
    );

    r.put(
      apiPaths.passwordsItem,
      {
        schema: {
          params: passwordsIdParams,
          body: passwordsItemUpdateBody,
          response: { 200: dataEnvelope(passwordsItemSchema) },
        },
      },
      async (req) => ({ data: await vault.updateItem(owner(req), req.params.id, req.body) }),
    );

    r.delete(
      apiPaths.passwordsItem,
      { schema: { params: passwordsIdParams, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await vault.deleteItem(owner(req), req.params.id);
        return { data: { ok: true as const } };
      },
    );
  });

  return { [API_PREFIX]: vaultOfClient };
}
