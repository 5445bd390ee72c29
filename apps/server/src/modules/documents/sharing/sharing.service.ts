import type { ShareDocumentBody, ShareRecipient } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import type { DocumentsUser } from '../../auth/access.policy.js';
import type { FirmSummary } from '../../firms/firms.repository.js';
import { countInvitations } from '../../invites/invitation-limits.js';
import type { UserRow } from '../../users/users.repository.js';
import { recordActivity, type ActivityActor, type ActivityEntry } from '../documents-activity.js';
import { editScopeOf } from '../documents.policy.js';
import { issueThirdPartyInvite } from './share-invites.js';
import { shareMailMessage, type ShareMailKind } from './share-mail.js';
import { sharedItemOf, sharerOf } from './sharing.policy.js';
import type { RecipientRow, SharedItem } from './sharing.repository.js';

/** Who is sharing: the signed-in documents user, their name as the activity keeps it, and their address. */
export interface ShareCaller {
  user: DocumentsUser;
  actor: ActivityActor;
  ip: string | null;
}

export interface ItemRef {
  type: 'file' | 'folder';
  id: string;
}

const hasAccount = (user: UserRow) => user.status === 'active' || user.status === 'disabled';

function presentRecipient(r: RecipientRow): ShareRecipient {
  return { email: r.email, firstName: r.firstName, lastName: r.lastName, sharedDate: r.sharedAt };
}

/**
 * Advisors share files and folders of their clients' shared areas by e-mail (docs/ARCHITECTURE.md,
 * "Documents Guru sharing"). A person with an account in the firm gets the share at once and a
 * sign-in link; a new e-mail gets the share kept for it and a third-party invite (sign-up link); a
 * person the firm invited or who asked for an account, but who has not signed up, gets the share
 * kept for them. The mails are queued in the share's transaction (ADR 0028) and go after its commit,
 * counted against the invitation limits (ADR 0030); every new share and every removal is in the activity.
 */
export class SharingService {
  constructor(private readonly ctx: AppContext) {}

  private get repo() {
    return this.ctx.repos.sharing;
  }

  /** The item named, found through the advisor's scope, then judged by the policy. */
  private async sharedItem(
    user: DocumentsUser,
    ref: { type: 'file' | 'folder'; id: string; clientId?: string | undefined },
  ): Promise<SharedItem> {
    const scope = editScopeOf(user);
    const found =
      ref.type === 'file'
        ? await this.ctx.repos.documents
            .findDocument(scope, ref.id)
            .then((d) => d && { clientId: d.client_id, name: d.file_name, area: d.area })
        : await this.ctx.repos.documentFolders
            .findFolder(scope, ref.id)
            .then((f) => f && { clientId: f.client_id, name: f.name, area: f.area });
    return sharedItemOf(scope, ref, found);
  }

  async recipients(user: DocumentsUser, ref: ItemRef): Promise<ShareRecipient[]> {
    sharerOf(user);
    const item = await this.sharedItem(user, ref);
    return (await this.repo.recipients(item)).map(presentRecipient);
  }

  async share(
    caller: ShareCaller,
    firm: FirmSummary,
    origin: string,
    body: ShareDocumentBody,
  ): Promise<ShareRecipient[]> {
    const sharer = sharerOf(caller.user);
    const item = await this.sharedItem(caller.user, body);
    const at = this.ctx.clock.now();
    const nowIso = at.toISOString();
    const outgoing = this.ctx.outgoing.batch();
    await this.repo.transaction(async (tx, trx) => {
      const planned: Array<{ email: string; mail: ShareMailKind }> = [];
      const shared: string[] = [];
      for (const email of body.emails) {
        const known = await tx.findUserByEmail(sharer.firmId, email);
        if (known && hasAccount(known)) {
          if (await tx.insertShare(item, known.id, sharer.advisorId, nowIso)) {
            shared.push(known.email);
            planned.push({ email: known.email, mail: { kind: 'signIn' } });
          }
          continue;
        }
        const added = await tx.insertShareInvite(item, known?.email ?? email, sharer.advisorId, nowIso);
        if (added) shared.push(known?.email ?? email);
        if (known) {
          if (added) planned.push({ email: known.email, mail: { kind: 'waiting' } });
          continue;
        }
        // A new e-mail: a fresh sign-up link each time (only the code's hash is kept, so an old link cannot be sent again).
        const code = await issueThirdPartyInvite(this.ctx, trx, {
          firmId: sharer.firmId,
          email,
          invitedBy: sharer.advisorId,
        });
        planned.push({ email, mail: { kind: 'signUp', code } });
      }
      await recordActivity(
        this.ctx,
        trx,
        shared.map((email) => this.activity(caller, item, 'share', email, at)),
      );
      // Counted before any mail goes: past a limit nothing of this share is kept (ADR 0030).
      await countInvitations(
        this.ctx,
        trx,
        { firmId: sharer.firmId, userId: sharer.advisorId },
        planned.length,
      );
      const replyTo = await this.ctx.repos.invites.within(trx).advisorSender(sharer.firmId, sharer.advisorId);
      const sharerName = { firstName: caller.actor.firstName, lastName: caller.actor.lastName };
      for (const m of planned)
        await outgoing.mail(
          trx,
          shareMailMessage({ firm, origin, sharer: sharerName, replyTo, item, email: m.email, mail: m.mail }),
        );
    });
    await outgoing.deliver();
    return (await this.repo.recipients(item)).map(presentRecipient);
  }

  /** Removes a recipient (an account or an e-mail waiting to sign up); access ends at once. Removing someone not listed changes nothing. */
  async unshare(caller: ShareCaller, ref: ItemRef & { email: string }): Promise<ShareRecipient[]> {
    const sharer = sharerOf(caller.user);
    const item = await this.sharedItem(caller.user, ref);
    const emailKey = ref.email.toLowerCase();
    const at = this.ctx.clock.now();
    await this.repo.transaction(async (tx, trx) => {
      if ((await tx.deleteShares(item, emailKey)) === 0) return;
      // Nothing waits for this e-mail any more: its sign-up link stops working.
      if (!(await tx.hasShareInvites(sharer.firmId, emailKey)))
        await tx.deleteOpenThirdPartyInvites(sharer.firmId, emailKey);
      await recordActivity(this.ctx, trx, this.activity(caller, item, 'unshare', ref.email, at));
    });
    return (await this.repo.recipients(item)).map(presentRecipient);
  }

  private activity(
    caller: ShareCaller,
    item: SharedItem,
    action: 'share' | 'unshare',
    email: string,
    at: Date,
  ): ActivityEntry {
    return {
      firmId: item.firmId,
      clientId: item.clientId,
      area: 'shared',
      itemType: item.type,
      itemId: item.id,
      itemName: item.name,
      action,
      actor: caller.actor,
      detail: email,
      ip: caller.ip,
      at,
    };
  }
}
