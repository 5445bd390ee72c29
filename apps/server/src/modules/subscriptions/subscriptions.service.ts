import crypto from 'node:crypto';
import {
  subscriptionLimits,
  subscriptionMessages,
  type MySubscriptionResponse,
  type Payment,
  type PlanId,
  type RecordPaymentBody,
  type Subscription,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { presentPayment, presentSubscription } from './subscriptions.presenter.js';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';
import { addDays, appsOpenToClients, consoleOpen } from './subscription-rules.js';

/**
 * A firm's subscription as its advisors see it, and what the provider does to it by hand (when
 * payments are not taken by Stripe, or to correct them): activate, extend, suspend, cancel, record a
 * payment. Every operation names the firm; an unknown firm is 404.
 */
export class SubscriptionsService {
  private readonly repo: SubscriptionsRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = ctx.repos.subscriptions;
  }

  async mine(firmId: string): Promise<MySubscriptionResponse> {
    const row = (await this.repo.current(firmId)) ?? null;
    return {
      subscription: row ? presentSubscription(row) : null,
      valid: consoleOpen(row),
      apps: appsOpenToClients(row),
      billing: this.ctx.config.stripe ? 'stripe' : 'manual',
    };
  }

  async history(firmId: string): Promise<Subscription[]> {
    return (await this.repo.listOfFirm(firmId)).map(presentSubscription);
  }

  /** A new paid term from now (the firm's current subscription from then on), until `periodEnd` or one plan interval. */
  async activate(firmId: string, planId: PlanId, periodEnd?: string): Promise<Subscription> {
    await this.firm(firmId);
    const now = this.ctx.clock.now();
    const end = periodEnd ? this.future(periodEnd) : undefined;
    await this.repo.insertTerm({
      firmId,
      planId,
      status: 'active',
      start: now,
      ...(end ? { periodEnd: end } : {}),
    });
    return this.currentOrThrow(firmId);
  }

  /**
   * Moves the current term's end. A trial stays a trial (a longer one); a past_due, canceled or
   * suspended subscription becomes active again, its grace and suspension cleared.
   */
  async extend(firmId: string, periodEnd: string): Promise<Subscription> {
    const current = await this.currentRow(firmId);
    const end = this.future(periodEnd);
    await this.repo.update(firmId, current.id, {
      current_period_end: end.toISOString(),
      status: current.status === 'trialing' ? 'trialing' : 'active',
      grace_ends_at: null,
      suspended_at: null,
      canceled_at: null,
      updated_at: this.ctx.clock.now().toISOString(),
    });
    return this.currentOrThrow(firmId);
  }

  /**
   * Suspends the firm now: nobody of it signs in, its data is kept (deleted a year later unless renewed).
   * Each open session ends at its next call, which answers FIRM_SUSPENDED with the reason (so a signed-in
   * advisor is sent to / and told why, a client is shown the sign-in form with it).
   */
  async suspend(firmId: string): Promise<Subscription> {
    const current = await this.currentRow(firmId);
    const nowIso = this.ctx.clock.now().toISOString();
    if (current.status !== 'suspended')
      await this.repo.update(firmId, current.id, {
        status: 'suspended',
        suspended_at: nowIso,
        updated_at: nowIso,
      });
    return this.currentOrThrow(firmId);
  }

  /**
   * Cancels: the console closes now; the clients keep their apps until the suspension, a grace period
   * after the later of now and the period end. A suspended subscription stays suspended.
   */
  async cancel(firmId: string): Promise<Subscription> {
    const current = await this.currentRow(firmId);
    if (current.status === 'suspended' || current.status === 'canceled') return presentSubscription(current);
    const now = this.ctx.clock.now();
    const from = Math.max(now.getTime(), new Date(current.current_period_end).getTime());
    await this.repo.update(firmId, current.id, {
      status: 'canceled',
      canceled_at: now.toISOString(),
      grace_ends_at: addDays(new Date(from), subscriptionLimits.graceDays).toISOString(),
      updated_at: now.toISOString(),
    });
    return this.currentOrThrow(firmId);
  }

  /** A payment received outside Stripe, on the firm's current subscription (activate or extend it separately). */
  async recordPayment(firmId: string, body: RecordPaymentBody, recordedBy: string): Promise<Payment> {
    await this.firm(firmId);
    const current = await this.repo.current(firmId);
    const nowIso = this.ctx.clock.now().toISOString();
    const id = crypto.randomUUID();
    await this.repo.insertPayment({
      id,
      firm_id: firmId,
      subscription_id: current?.id ?? null,
      amount_cents: body.amountCents,
      currency: body.currency,
      paid_at: body.paidAt ? new Date(body.paidAt).toISOString() : nowIso,
      source: 'manual',
      reference: body.reference ?? null,
      stripe_ref: null,
      recorded_by: recordedBy,
      created_at: nowIso,
    });
    const row = (await this.repo.listPayments(firmId)).find((p) => p.id === id);
    if (!row) throw appErrors.notFound();
    return presentPayment(row);
  }

  async payments(firmId: string): Promise<Payment[]> {
    await this.firm(firmId);
    return (await this.repo.listPayments(firmId)).map(presentPayment);
  }

  private async firm(firmId: string) {
    const firm = await this.ctx.repos.firms.findById(firmId);
    if (!firm) throw appErrors.notFound();
    return firm;
  }

  private async currentRow(firmId: string): Promise<SubscriptionRow> {
    await this.firm(firmId);
    const current = await this.repo.current(firmId);
    if (!current) throw appErrors.conflict(subscriptionMessages.noSubscription);
    return current;
  }

  private async currentOrThrow(firmId: string): Promise<Subscription> {
    return presentSubscription(await this.currentRow(firmId));
  }

  private future(iso: string): Date {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime()) || date.getTime() <= this.ctx.clock.now().getTime())
      throw appErrors.validation(subscriptionMessages.periodEndInPast);
    return date;
  }
}
