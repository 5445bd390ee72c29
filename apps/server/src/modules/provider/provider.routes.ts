import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BE_API_PREFIX,
  activateBody,
  advisorDisabledBody,
  dataEnvelope,
  extendBody,
  okSchema,
  paymentListResponse,
  paymentSchema,
  providerCreateFirmBody,
  providerCreateFirmResponse,
  providerFirmDetail,
  providerFirmList,
  providerFirmsQuery,
  providerInviteAdvisorBody,
  providerInviteAdvisorResponse,
  recordPaymentBody,
  subscriptionApiPaths as p,
  subscriptionSchema,
} from '@guru/shared';
import { onFirm } from './provider-audit.js';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';
import { AdvisorInviteService } from '../firm-signup/advisor-invite.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { ProviderService } from './provider.service.js';

const at = (path: string) => pathUnder(BE_API_PREFIX, path);
const id = z.string().min(1).max(64);
const firmParams = z.object({ firmId: id });
const advisorParams = z.object({ firmId: id, advisorId: id });

/**
 * The provider's console: advisor firms (plan, status, period end, counts; search and paging), a firm
 * with its subscriptions and advisors, creating a firm and inviting its first advisor, payments
 * recorded by hand, activate/extend/suspend/cancel, disabling an advisor. No client data anywhere.
 */
export function providerRoutes(ctx: AppContext): ModuleRoutes {
  const provider = new ProviderService(ctx);
  const subscriptions = new SubscriptionsService(ctx);
  const invites = new AdvisorInviteService(ctx);

  const firmsConsole = accessScope({ access: 'provider' }, (r, caller) => {
    const by = (req: FastifyRequest) => ({ user: caller(req).session.user, ip: req.ip });
    r.get(
      at(p.providerFirms),
      { schema: { querystring: providerFirmsQuery, response: { 200: dataEnvelope(providerFirmList) } } },
      async (req) => ({
        data: await provider.listFirms(req.query),
      }),
    );
    r.post(
      at(p.providerFirms),
      {
        schema: { body: providerCreateFirmBody, response: { 200: dataEnvelope(providerCreateFirmResponse) } },
      },
      async (req) => {
        const firmId = await invites.createFirm(req.body);
        await onFirm(ctx, by(req), firmId, 'firm_created', () => Promise.resolve(), {
          advisor: req.body.advisor.email,
        });
        return { data: { firm: await provider.firm(firmId), inviteSentTo: req.body.advisor.email } };
      },
    );
    r.get(
      at(p.providerFirm),
      { schema: { params: firmParams, response: { 200: dataEnvelope(providerFirmDetail) } } },
      async (req) => ({
        data: await provider.firmDetail(req.params.firmId),
      }),
    );
    r.get(
      at(p.providerPayments),
      { schema: { params: firmParams, response: { 200: dataEnvelope(paymentListResponse) } } },
      async (req) => ({
        data: await subscriptions.payments(req.params.firmId),
      }),
    );
    r.post(
      at(p.providerPayments),
      {
        schema: {
          params: firmParams,
          body: recordPaymentBody,
          response: { 200: dataEnvelope(paymentSchema) },
        },
      },
      async (req) => ({
        data: await onFirm(ctx, by(req), req.params.firmId, 'payment_recorded', () =>
          subscriptions.recordPayment(req.params.firmId, req.body, caller(req).session.user.id),
        ),
      }),
    );
    const subscriptionReply = { 200: dataEnvelope(subscriptionSchema) };
    r.post(
      at(p.providerActivate),
      { schema: { params: firmParams, body: activateBody, response: subscriptionReply } },
      async (req) => ({
        data: await onFirm(
          ctx,
          by(req),
          req.params.firmId,
          'activate',
          () => subscriptions.activate(req.params.firmId, req.body.planId, req.body.periodEnd),
          { planId: req.body.planId, periodEnd: req.body.periodEnd ?? null },
        ),
      }),
    );
    r.post(
      at(p.providerExtend),
      { schema: { params: firmParams, body: extendBody, response: subscriptionReply } },
      async (req) => ({
        data: await onFirm(
          ctx,
          by(req),
          req.params.firmId,
          'extend',
          () => subscriptions.extend(req.params.firmId, req.body.periodEnd),
          { periodEnd: req.body.periodEnd },
        ),
      }),
    );
    r.post(
      at(p.providerSuspend),
      { schema: { params: firmParams, response: subscriptionReply } },
      async (req) => ({
        data: await onFirm(ctx, by(req), req.params.firmId, 'suspend', () =>
          subscriptions.suspend(req.params.firmId),
        ),
      }),
    );
    r.post(
      at(p.providerCancel),
      { schema: { params: firmParams, response: subscriptionReply } },
      async (req) => ({
        data: await onFirm(ctx, by(req), req.params.firmId, 'cancel', () =>
          subscriptions.cancel(req.params.firmId),
        ),
      }),
    );
    r.post(
      at(p.providerAdvisors),
      {
        schema: {
          params: firmParams,
          body: providerInviteAdvisorBody,
          response: { 200: dataEnvelope(providerInviteAdvisorResponse) },
        },
      },
      async (req) => {
        await onFirm(
          ctx,
          by(req),
          req.params.firmId,
          'advisor_invited',
          () => invites.invite(req.params.firmId, req.body),
          { email: req.body.email },
        );
        return { data: { inviteSentTo: req.body.email } };
      },
    );
    r.put(
      at(p.providerAdvisorDisabled),
      {
        schema: {
          params: advisorParams,
          body: advisorDisabledBody,
          response: { 200: dataEnvelope(okSchema) },
        },
      },
      async (req) => {
        await onFirm(
          ctx,
          by(req),
          req.params.firmId,
          req.body.isDisabled ? 'advisor_disabled' : 'advisor_enabled',
          () => provider.setAdvisorDisabled(req.params.firmId, req.params.advisorId, req.body.isDisabled),
          { advisorId: req.params.advisorId },
        );
        return { data: { ok: true as const } };
      },
    );
  });

  return { [BE_API_PREFIX]: firmsConsole };
}
