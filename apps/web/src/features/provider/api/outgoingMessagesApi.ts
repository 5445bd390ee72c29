import { queryOptions } from '@tanstack/react-query';
import {
  fillPath,
  okSchema,
  outgoingMessagesPaths,
  outgoingProblemList,
  type AppType,
  type OutgoingProblem,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The provider's view of undelivered e-mails and SMS (ADR 0028). */
export const outgoingProblemsKey = ['provider', 'outgoing-messages'] as const;

export function outgoingProblemsQuery(app: AppType) {
  return queryOptions({
    queryKey: [...outgoingProblemsKey, app],
    queryFn: async ({ signal }): Promise<OutgoingProblem[]> =>
      (await apiRequest(outgoingMessagesPaths.list, { app, schema: outgoingProblemList, signal })).results,
  });
}

export function retryOutgoingMessage(app: AppType, messageId: string) {
  return apiRequest(fillPath(outgoingMessagesPaths.retry, { messageId }), {
    app,
    method: 'POST',
    body: {},
    schema: okSchema,
  });
}
