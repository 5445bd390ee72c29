import { subscriptionLimits } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { removeStoredObjects } from '../documents/documents-storage.js';
import { currentSubscription } from './subscriptions.repository.js';
import { addDays } from './subscription-rules.js';

/**
 * Where a firm's stored documents live (the documents module keys them `documents/{firm}/{client}/{id}`,
 * documents-storage.ts): everything of a firm sits under this prefix.
 */
export function firmDocumentsPrefix(firmId: string): string {
  return `documents/${firmId}`;
}

/**
 * Deletes a firm whose suspension is a year old (DESIGN §12), and all its data: in ONE transaction,
 * after checking again that it is still suspended that long (a renewal in the meantime wins), every
 * row of it goes (the firm's row cascades to its users, their vaults, documents, sessions, invites,
 * subscriptions and payments; its mails in the outbox and its sign-in throttle rows are removed
 * explicitly). Then its stored files: the objects its rows named and everything under its prefix.
 * Returns false when the firm was not deleted.
 */
export async function deleteLapsedFirm(ctx: AppContext, firmId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const keys = await ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await currentSubscription(trx, firmId);
    const due =
      current?.status === 'suspended' &&
      current.suspended_at &&
      addDays(new Date(current.suspended_at), subscriptionLimits.deleteAfterSuspendedDays) <= now;
    if (!due) return null;
    const files = await trx
      .selectFrom('documents')
      .select('object_key')
      .where('firm_id', '=', firmId)
      .execute();
    const uploads = await trx
      .selectFrom('document_uploads')
      .select('object_key')
      .where('firm_id', '=', firmId)
      .execute();
    const userIds = (await trx.selectFrom('users').select('id').where('firm_id', '=', firmId).execute()).map(
      (u) => u.id,
    );
    await trx.deleteFrom('outbox').where('firm_id', '=', firmId).execute();
    await trx.deleteFrom('login_throttle').where('firm_key', '=', firmId).execute();
    for (let i = 0; i < userIds.length; i += 500) {
      await trx
        .deleteFrom('login_throttle')
        .where('firm_key', 'in', ['user', 'code'])
        .where('username_key', 'in', userIds.slice(i, i + 500))
        .execute();
    }
    await trx.deleteFrom('firms').where('id', '=', firmId).execute();
    return [...files, ...uploads].map((r) => r.object_key);
  });
  if (!keys) return false;
  await removeStoredObjects(ctx.files, ctx.log, keys);
  try {
    await ctx.files.deletePrefix(firmDocumentsPrefix(firmId));
  } catch (err) {
    ctx.log.error(
      { err, firmId },
      "subscriptions: a deleted firm's stored files could not be removed (orphaned objects)",
    );
  }
  ctx.log.info({ firmId }, 'subscriptions: firm deleted one year after its suspension');
  return true;
}
