import { queryOptions } from '@tanstack/react-query';
import {
  BE_API_PREFIX,
  okSchema,
  teamApiPaths,
  teamSchema,
  type AppType,
  type Team,
  type TeamInviteBody,
} from '@guru/shared';
import { apiRequest } from '../../lib/apiClient';

export const teamKey = ['advisor', 'team'] as const;

export function teamQuery(app: AppType) {
  return queryOptions({
    queryKey: [...teamKey, app],
    queryFn: ({ signal }): Promise<Team> =>
      apiRequest(`${BE_API_PREFIX}${teamApiPaths.team}`, { app, schema: teamSchema, signal }),
  });
}

export async function inviteAdvisor(app: AppType, body: TeamInviteBody): Promise<void> {
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
