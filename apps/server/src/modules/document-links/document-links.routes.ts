import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  dataEnvelope,
  documentLinkContents,
  documentLinkCreateBody,
  documentLinkDownloadQuery,
  documentLinkOpenBody,
  documentLinkOpenResponse,
  documentLinkParams,
  documentLinkSchema,
  documentLinkVerifyBody,
  documentLinksQuery,
  documentRequestsApiPaths as paths,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope, type CallerAccessor } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { actorOf } from '../documents/documents-activity.js';
import { DocumentLinksService, type LinkSession, type LinksCaller } from './document-links.service.js';

/** The opened link's cookie: only the outsider's calls receive it. */
const LINK_COOKIE = 'guru_doc_link';
const LINK_COOKIE_PATH = `${API_PREFIX}/docLinks`;

function readLinkSession(req: FastifyRequest): LinkSession | null {
  const value = req.cookies[LINK_COOKIE];
  const match = value ? /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  return match ? { linkId: match[1]!, secret: match[2]! } : null;
}

/**
 * Links for outsiders (ADR 0047). The advisor's calls under /docVaults/links (a documents user; the
 * service refuses anyone but an advisor of the firm). The outsider's under /docLinks are public: the
 * token travels in a JSON body (never in a URL, so no log line holds it), the right e-mailed code sets
 * an httpOnly cookie scoped to /docLinks, and the host's firm must be the link's.
 */
export function documentLinksRoutes(ctx: AppContext): ModuleRoutes {
  const service = new DocumentLinksService(ctx);
  const secure = ctx.config.production;

  const advisor = accessScope({ access: 'documentsUser' }, (r, caller: CallerAccessor<'documentsUser'>) => {
    const requester = (req: FastifyRequest): LinksCaller => ({
      user: caller(req).user,
      actor: actorOf(caller(req).session.user),
      ip: req.ip ?? null,
    });

    r.get(
      paths.links,
      {
        schema: {
          querystring: documentLinksQuery,
          response: { 200: dataEnvelope(z.array(documentLinkSchema)) },
        },
      },
      async (req) => ({ data: await service.list(caller(req).user, req.query.type, req.query.id) }),
    );

    r.post(
      paths.links,
      { schema: { body: documentLinkCreateBody, response: { 200: dataEnvelope(documentLinkSchema) } } },
      async (req) => ({ data: await service.create(requester(req), req.body) }),
    );

    r.post(
      paths.revokeLink,
      { schema: { params: documentLinkParams, response: { 200: dataEnvelope(documentLinkSchema) } } },
      async (req) => ({ data: await service.revoke(requester(req), req.params.id) }),
    );
  });

  const outsider = accessScope({ access: 'public' }, (r) => {
    r.post(
      paths.linkOpen,
      { schema: { body: documentLinkOpenBody, response: { 200: dataEnvelope(documentLinkOpenResponse) } } },
      async (req) => ({ data: await service.open(req.firm(), req.body.token) }),
    );

    r.post(
      paths.linkVerify,
      { schema: { body: documentLinkVerifyBody, response: { 200: dataEnvelope(documentLinkContents) } } },
      async (req, reply) => {
        const session = await service.verify(req.firm(), req.body.token, req.body.code, req.ip ?? null);
        void reply.setCookie(LINK_COOKIE, `${session.linkId}.${session.secret}`, {
          httpOnly: true,
          sameSite: 'strict',
          path: LINK_COOKIE_PATH,
          secure,
        });
        return { data: await service.contents(req.firm(), session) };
      },
    );

    r.get(
      paths.linkContents,
      { schema: { response: { 200: dataEnvelope(documentLinkContents) } } },
      async (req) => ({ data: await service.contents(req.firm(), readLinkSession(req)) }),
    );

    r.get(paths.linkDownload, { schema: { querystring: documentLinkDownloadQuery } }, async (req, reply) => {
      const file = await service.download(req.firm(), readLinkSession(req), req.query.id, req.ip ?? null);
      return reply.status(200).headers(file.headers).send(file.body);
    });
  });

  return { [API_PREFIX]: scopes(advisor, outsider) };
}
