import { queryOptions } from '@tanstack/react-query';
import {
  BE_API_PREFIX,
  incidentNoticeDetailSchema,
  incidentNoticeListSchema,
  incidentNoticesApiPaths as paths,
  myIncidentNoticesSchema,
  noticeAudienceSchema,
  okSchema,
  type AppType,
  type FirmNoticeBody,
  type IncidentNoticeDetail,
  type IncidentNoticeList,
  type MyIncidentNotices,
  type NoticeAudience,
  type ProviderNoticeBody,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** Whose notices a screen shows: the provider's (to firms) or the advisor's firm's (to its clients). */
export type NoticeSide = 'provider' | 'firm';

const sidePaths = {
  provider: { list: paths.providerNotices, audience: paths.providerAudience, one: paths.providerNotice },
  firm: { list: paths.firmNotices, audience: paths.firmAudience, one: paths.firmNotice },
} as const;

const url = (path: string, noticeId?: string) =>
  `${BE_API_PREFIX}${noticeId ? path.replace(':noticeId', encodeURIComponent(noticeId)) : path}`;

export const noticesKey = ['incident-notices'] as const;
export const myNoticesKey = ['incident-notices', 'mine'] as const;

export function noticesQuery(app: AppType, side: NoticeSide) {
  return queryOptions({
    queryKey: [...noticesKey, side, 'list', app],
    queryFn: ({ signal }): Promise<IncidentNoticeList> =>
      apiRequest(url(sidePaths[side].list), { app, schema: incidentNoticeListSchema, signal }),
  });
}

export function noticeQuery(app: AppType, side: NoticeSide, noticeId: string) {
  return queryOptions({
    queryKey: [...noticesKey, side, 'one', noticeId, app],
    queryFn: ({ signal }): Promise<IncidentNoticeDetail> =>
      apiRequest(url(sidePaths[side].one, noticeId), { app, schema: incidentNoticeDetailSchema, signal }),
  });
}

export function audienceQuery(app: AppType, side: NoticeSide) {
  return queryOptions({
    queryKey: [...noticesKey, side, 'audience', app],
    queryFn: ({ signal }): Promise<NoticeAudience> =>
      apiRequest(url(sidePaths[side].audience), { app, schema: noticeAudienceSchema, signal }),
  });
}

export function sendNotice(
  app: AppType,
  side: NoticeSide,
  body: ProviderNoticeBody | FirmNoticeBody,
): Promise<IncidentNoticeDetail> {
  return apiRequest(url(sidePaths[side].list), { app, body, schema: incidentNoticeDetailSchema });
}

/**
 * The signed-in person's notices not yet acknowledged: read whenever the signed-in screens mount (after each
 * PIN), per person, and never on focus or reconnect, so a notice never replaces a screen in the middle of work.
 */
export function myNoticesQuery(app: AppType, userId: string) {
  return queryOptions({
    queryKey: [...myNoticesKey, app, userId],
    queryFn: ({ signal }): Promise<MyIncidentNotices> =>
      apiRequest(url(paths.mine), { app, schema: myIncidentNoticesSchema, signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export async function acknowledgeNotice(app: AppType, noticeId: string): Promise<void> {
  await apiRequest(url(paths.acknowledge, noticeId), { app, method: 'POST', body: {}, schema: okSchema });
}
