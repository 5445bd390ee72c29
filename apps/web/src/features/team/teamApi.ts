import { queryOptions } from '@tanstack/react-query';
import {
  accessReviewSchema,
  BE_API_PREFIX,
  okSchema,
  teamApiPaths,
  teamSchema,
  type AccessEntry,
  type AccessReview,
  type AppType,
  type Team,
  type TeamInviteBody,
} from '@guru/shared';
import { apiRequest } from '../../lib/apiClient';

export const teamKey = ['advisor', 'team'] as const;
export const accessReviewKey = ['advisor', 'access-review'] as const;

export function teamQuery(app: AppType) {
  return queryOptions({
    queryKey: [...teamKey, app],
    queryFn: ({ signal }): Promise<Team> =>
      apiRequest(`${BE_API_PREFIX}${teamApiPaths.team}`, { app, schema: teamSchema, signal }),
  });
}

export async function inviteMember(app: AppType, body: TeamInviteBody): Promise<void> {
  await apiRequest(`${BE_API_PREFIX}${teamApiPaths.invite}`, { app, body, schema: okSchema });
}

export async function setMemberDisabled(app: AppType, userId: string, isDisabled: boolean): Promise<void> {
  await apiRequest(
    `${BE_API_PREFIX}${teamApiPaths.memberDisabled.replace(':userId', encodeURIComponent(userId))}`,
    {
      app,
      method: 'PUT',
      body: { isDisabled },
      schema: okSchema,
    },
  );
}

export function accessReviewQuery(app: AppType) {
  return queryOptions({
    queryKey: [...accessReviewKey, app],
    queryFn: ({ signal }): Promise<AccessReview> =>
      apiRequest(`${BE_API_PREFIX}${teamApiPaths.accessReview}`, { app, schema: accessReviewSchema, signal }),
  });
}

export async function removeAccess(app: AppType, entry: Pick<AccessEntry, 'kind' | 'id'>): Promise<void> {
  const path = teamApiPaths.accessRemove
    .replace(':kind', encodeURIComponent(entry.kind))
    .replace(':id', encodeURIComponent(entry.id));
  await apiRequest(`${BE_API_PREFIX}${path}`, { app, method: 'DELETE', schema: okSchema });
}
