import { z } from 'zod';
import {
  apiPathWithId,
  documentInboxList,
  documentLinkContents,
  documentLinkOpenResponse,
  documentLinkSchema,
  documentRequestList,
  documentRequestSchema,
  documentRequestTemplateSchema,
  documentRequestsApiPaths as paths,
  okSchema,
  type AppType,
  type DocumentInboxList,
  type DocumentLink,
  type DocumentLinkContents,
  type DocumentLinkCreateBody,
  type DocumentRequest,
  type DocumentRequestCreateBody,
  type DocumentRequestList,
  type DocumentRequestState,
  type DocumentRequestTemplate,
  type InboxAction,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/**
 * Document requests, the inbox and links for outsiders (packages/shared schemas/document-requests.ts,
 * document-links.ts). Lists page by the cursor the server hands back.
 */

function defined(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
}

export interface RequestsFilter {
  clientId?: string;
  state?: DocumentRequestState;
}

export function fetchRequests(
  app: AppType,
  filter: RequestsFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DocumentRequestList> {
  return apiRequest(paths.requests, {
    app,
    query: defined({ ...filter, cursor, limit: '25' }),
    schema: documentRequestList,
    signal,
  });
}

export function createRequest(app: AppType, body: DocumentRequestCreateBody): Promise<DocumentRequest> {
  return apiRequest(paths.requests, { app, method: 'POST', body, schema: documentRequestSchema });
}

export function cancelRequest(app: AppType, id: string): Promise<DocumentRequest> {
  return apiRequest(apiPathWithId(paths.cancelRequest, id), {
    app,
    method: 'POST',
    schema: documentRequestSchema,
  });
}

export function fulfilItem(
  app: AppType,
  requestId: string,
  itemId: string,
  documentId: string,
): Promise<DocumentRequest> {
  const path = paths.fulfilItem
    .replace(':id', encodeURIComponent(requestId))
    .replace(':itemId', encodeURIComponent(itemId));
  return apiRequest(path, { app, method: 'POST', body: { documentId }, schema: documentRequestSchema });
}

export function fetchTemplates(app: AppType): Promise<DocumentRequestTemplate[]> {
  return apiRequest(paths.templates, { app, schema: z.array(documentRequestTemplateSchema) });
}

export function addTemplate(app: AppType, name: string): Promise<DocumentRequestTemplate> {
  return apiRequest(paths.templates, {
    app,
    method: 'POST',
    body: { name },
    schema: documentRequestTemplateSchema,
  });
}

export async function deleteTemplate(app: AppType, id: string): Promise<void> {
  await apiRequest(apiPathWithId(paths.template, id), { app, method: 'DELETE', schema: okSchema });
}

export interface InboxFilter {
  clientId?: string;
  action?: InboxAction;
}

export function fetchInbox(
  app: AppType,
  filter: InboxFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DocumentInboxList> {
  return apiRequest(paths.inbox, {
    app,
    query: defined({ ...filter, cursor, limit: '25' }),
    schema: documentInboxList,
    signal,
  });
}

export function createLink(app: AppType, body: DocumentLinkCreateBody): Promise<DocumentLink> {
  return apiRequest(paths.links, { app, method: 'POST', body, schema: documentLinkSchema });
}

export function fetchLinks(app: AppType, type: 'file' | 'folder', id: string): Promise<DocumentLink[]> {
  return apiRequest(paths.links, { app, query: { type, id }, schema: z.array(documentLinkSchema) });
}

export function revokeLink(app: AppType, id: string): Promise<DocumentLink> {
  return apiRequest(apiPathWithId(paths.revokeLink, id), { app, method: 'POST', schema: documentLinkSchema });
}

// The outsider's calls: no session of any app.
export function openLink(token: string): Promise<z.infer<typeof documentLinkOpenResponse>> {
  return apiRequest(paths.linkOpen, { method: 'POST', body: { token }, schema: documentLinkOpenResponse });
}

export function verifyLink(token: string, code: string): Promise<DocumentLinkContents> {
  return apiRequest(paths.linkVerify, {
    method: 'POST',
    body: { token, code },
    schema: documentLinkContents,
  });
}

export function fetchLinkContents(): Promise<DocumentLinkContents> {
  return apiRequest(paths.linkContents, { schema: documentLinkContents });
}

/** The outsider's download: a plain link, the browser sends the link's cookie. */
export function linkDownloadUrl(documentId: string, prefix: string): string {
  return `${prefix}${paths.linkDownload}?id=${encodeURIComponent(documentId)}`;
}
