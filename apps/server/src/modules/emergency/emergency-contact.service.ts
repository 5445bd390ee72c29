import crypto from 'node:crypto';
import {
  emergencyMessages as m,
  formatMessage,
  emergencyWebRoutes,
  normalizePhone,
  type AppType,
  type EmergencyContactResponse,
  type EmergencyContactView,
  type SaveEmergencyContactBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { EmergencyRequestStatus } from '../../db/tables/emergency.table.js';
import { appErrors } from '../../lib/app-error.js';
import { randomToken } from '../../infra/crypto/secrets.js';
import type { AppClient } from '../auth/access.policy.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { EmergencyRepository, type EmergencyContactRow } from './emergency.repository.js';
import {
  EmergencyEvent,
  logEvent,
  mailContactNamed,
  mailNotice,
  type NoticeTarget,
  type PendingNotice,
} from './emergency-notices.js';
import { kitProofHash, sealServerShare } from './emergency-secrets.js';

function viewOf(row: EmergencyContactRow): EmergencyContactView {
  return {
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    relationship: row.relationship,
    waitDays: row.wait_days,
    kitId: row.kit_id,
    updatedAt: row.updated_at,
  };
}

/**
 * The client's side (ADR 0021): name, change or remove the emergency contact, and refuse a request.
 * Saving stores what the browser made (S, the wrapped user key, the kit's proof); a change or a removal
 * destroys the old S at once, so the old kit opens nothing.
 */
export class EmergencyContactService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: EmergencyRepository,
  ) {}

  async get(client: AppClient): Promise<EmergencyContactResponse> {
    const [contact, open, user] = await Promise.all([
      this.repo.contactOfUser(client.firmId, client.userId),
      this.repo.openRequestOfUser(client.firmId, client.userId),
      this.ctx.repos.users.findById(client.userId),
    ]);
    return {
      contact: contact ? viewOf(contact) : null,
      openRequest: open
        ? { id: open.id, requestedAt: open.requested_at, availableAt: open.available_at }
        : null,
      protectedUserKey: user?.protected_user_key ?? null,
    };
  }

  async save(
    client: AppClient,
    firm: FirmSummary,
    app: AppType,
    body: SaveEmergencyContactBody,
  ): Promise<EmergencyContactView> {
    const phone = normalizePhone(body.phoneNumber);
    if (!phone) throw appErrors.validation(m.phoneMobileOnly);
    const user = await this.ctx.repos.users.findById(client.userId);
    if (!user?.protected_user_key) throw appErrors.conflict(m.kitVoid);
    const now = this.ctx.clock.now();
    const kitId = randomToken(18);
    const id = crypto.randomUUID();
    const row: EmergencyContactRow = {
      id,
      user_id: client.userId,
      firm_id: client.firmId,
      name: body.name,
      email: body.email,
      phone_number: phone,
      relationship: body.relationship,
      wait_days: body.waitDays,
      app_type: app,
      kit_id: kitId,
      kit_proof_hash: kitProofHash(this.ctx, body.kitProof),
      server_share: sealServerShare(this.ctx, kitId, body.serverShare),
      emergency_user_key: body.emergencyUserKey,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const target: NoticeTarget = { userId: user.id, email: user.email, firstName: user.first_name, firm };
    const notice = await this.repo.transaction(async (repo) => {
      const previous = await repo.contactOfUser(client.firmId, client.userId);
      await repo.voidOpenRequestsOfUser(client.firmId, client.userId, now.toISOString());
      await repo.deleteContactOfUser(client.firmId, client.userId);
      await repo.insertContact(row);
      const event = previous ? EmergencyEvent.contactChanged : EmergencyEvent.contactSaved;
      return logEvent(this.ctx, repo, { target, event, contactName: body.name, at: now }, null);
    });
    await mailNotice(this.ctx, notice);
    await mailContactNamed(
      this.ctx,
      firm,
      app,
      { name: body.name, email: body.email },
      `${user.first_name} ${user.last_name}`.trim(),
    );
    return viewOf(row);
  }

  async remove(client: AppClient, firm: FirmSummary): Promise<void> {
    const user = await this.ctx.repos.users.findById(client.userId);
    if (!user) throw appErrors.notFound();
    const now = this.ctx.clock.now();
    const target: NoticeTarget = { userId: user.id, email: user.email, firstName: user.first_name, firm };
    const notice = await this.repo.transaction(async (repo) => {
      const contact = await repo.contactOfUser(client.firmId, client.userId);
      if (!contact) throw appErrors.notFound();
      await repo.voidOpenRequestsOfUser(client.firmId, client.userId, now.toISOString());
      await repo.deleteContactOfUser(client.firmId, client.userId);
      return logEvent(
        this.ctx,
        repo,
        { target, event: EmergencyEvent.contactRemoved, contactName: contact.name, at: now },
        null,
      );
    });
    await mailNotice(this.ctx, notice);
  }

  /** The client refuses the open request from Account Settings. */
  async refuseOwn(client: AppClient, firm: FirmSummary): Promise<void> {
    const open = await this.repo.openRequestOfUser(client.firmId, client.userId);
    if (!open) throw appErrors.notFound();
    await refuseRequest(this.ctx, this.repo, firm, open.id);
  }
}

/**
 * Ends an open request as refused. A request whose share was already released also loses its contact's
 * share (the kit is spent): the contact may hold E, but no takeover follows.
 */
export async function refuseRequest(
  ctx: AppContext,
  repo: EmergencyRepository,
  firm: FirmSummary,
  requestId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const notice: PendingNotice | null = await repo.transaction(async (r, trx) => {
    const request = await r.requestById(firm.id, requestId);
    if (!request) return null;
    const ended = await r.endRequest(
      request.id,
      [EmergencyRequestStatus.waiting, EmergencyRequestStatus.released],
      EmergencyRequestStatus.refused,
      now.toISOString(),
    );
    if (!ended) return null;
    const contact = await r.contactById(firm.id, request.contact_id);
    if (request.status === EmergencyRequestStatus.released)
      await r.deleteContactOfUser(firm.id, request.user_id);
    const user = await ctx.repos.users.within(trx).findById(request.user_id);
    if (!user) throw new Error('emergency: the request names no user');
    const target: NoticeTarget = { userId: user.id, email: user.email, firstName: user.first_name, firm };
    return logEvent(
      ctx,
      r,
      { target, event: EmergencyEvent.refused, contactName: contact?.name ?? '', at: now },
      request.id,
    );
  });
  if (!notice) throw appErrors.conflict(m.refuseInvalid);
  await mailNotice(ctx, notice);
}

/** The link of the client's e-mail and text: the refuse page posts its token. */
export function refuseLink(origin: string, app: AppType, token: string): string {
  return `${origin}${emergencyWebRoutes(app).refuse}?token=${encodeURIComponent(token)}`;
}

export function formatWaitDays(days: number): string {
  return days === 1 ? m.waitOneDay : formatMessage(m.waitDays, { days });
}
