import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  fillPath,
  okSchema,
  paymentListResponse,
  paymentSchema,
  providerCreateFirmResponse,
  providerFirmDetail,
  providerFirmList,
  providerInviteAdvisorResponse,
  subscriptionApiPaths,
  subscriptionSchema,
  type AppType,
  type Payment,
  type PlanId,
  type ProviderCreateFirmBody,
  type ProviderFirmDetail,
  type ProviderFirmList,
  type ProviderInviteAdvisorBody,
  type SubscriptionStatus,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The provider console's calls: firms, a firm's subscription, payments and advisors. Never a client's data. */

export interface FirmListParams {
  q: string;
  status: SubscriptionStatus | null;
  offset: number;
  limit: number;
}

export const providerFirmsKey = ['provider', 'firms'] as const;

export function firmListQuery(app: AppType, params: FirmListParams) {
  const query: Record<string, string> = { offset: String(params.offset), limit: String(params.limit) };
  if (params.q !== '') query.q = params.q;
  if (params.status) query.status = params.status;
  return queryOptions({
    queryKey: [...providerFirmsKey, 'list', app, params],
    queryFn: ({ signal }): Promise<ProviderFirmList> =>
      apiRequest(subscriptionApiPaths.providerFirms, { app, query, schema: providerFirmList, signal }),
    placeholderData: keepPreviousData,
  });
}

export function firmDetailQuery(app: AppType, firmId: string) {
  return queryOptions({
    queryKey: [...providerFirmsKey, 'detail', app, firmId],
    queryFn: ({ signal }): Promise<ProviderFirmDetail> =>
      apiRequest(fillPath(subscriptionApiPaths.providerFirm, { firmId }), {
        app,
        schema: providerFirmDetail,
        signal,
      }),
  });
}

export function paymentsQuery(app: AppType, firmId: string) {
  return queryOptions({
    queryKey: [...providerFirmsKey, 'payments', app, firmId],
    queryFn: ({ signal }): Promise<Payment[]> =>
      apiRequest(fillPath(subscriptionApiPaths.providerPayments, { firmId }), {
        app,
        schema: paymentListResponse,
        signal,
      }),
  });
}

export function createFirm(app: AppType, body: ProviderCreateFirmBody) {
  return apiRequest(subscriptionApiPaths.providerFirms, { app, body, schema: providerCreateFirmResponse });
}

/** What the provider does to a firm's subscription. */
export type SubscriptionAction =
  | { kind: 'activate'; planId: PlanId; periodEnd?: string }
  | { kind: 'extend'; periodEnd: string }
  | { kind: 'suspend' }
  | { kind: 'cancel' };

const actionPaths = {
  activate: subscriptionApiPaths.providerActivate,
  extend: subscriptionApiPaths.providerExtend,
  suspend: subscriptionApiPaths.providerSuspend,
  cancel: subscriptionApiPaths.providerCancel,
} as const;

export async function runSubscriptionAction(
  app: AppType,
  firmId: string,
  action: SubscriptionAction,
): Promise<void> {
  const { kind, ...body } = action;
  await apiRequest(fillPath(actionPaths[kind], { firmId }), {
    app,
    method: 'POST',
    body,
    schema: subscriptionSchema,
  });
}

export interface PaymentInput {
  amountCents: number;
  currency: string;
  paidAt?: string;
  reference?: string;
}

export async function recordPayment(app: AppType, firmId: string, body: PaymentInput): Promise<void> {
  await apiRequest(fillPath(subscriptionApiPaths.providerPayments, { firmId }), {
    app,
    body,
    schema: paymentSchema,
  });
}

export async function setAdvisorDisabled(
  app: AppType,
  firmId: string,
  advisorId: string,
  isDisabled: boolean,
): Promise<void> {
  await apiRequest(fillPath(subscriptionApiPaths.providerAdvisorDisabled, { firmId, advisorId }), {
    app,
    method: 'PUT',
    body: { isDisabled },
    schema: okSchema,
  });
}

/** Invites an advisor to the firm (a new 7-day set-up link; again when an earlier one expired). */
export async function inviteAdvisor(
  app: AppType,
  firmId: string,
  body: ProviderInviteAdvisorBody,
): Promise<string> {
  const { inviteSentTo } = await apiRequest(fillPath(subscriptionApiPaths.providerAdvisors, { firmId }), {
    app,
    body,
    schema: providerInviteAdvisorResponse,
  });
  return inviteSentTo;
}
