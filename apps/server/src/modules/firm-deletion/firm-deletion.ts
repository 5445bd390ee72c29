import type { AppContext } from '../../app-context.js';
import type { DeletedFirm } from '../../db/firm-data.js';
import type { DbHandle } from '../../db/transaction.js';
import * as outgoing from '../../infra/outgoing/firm-data.repository.js';
import * as accountRequests from '../account-requests/firm-data.repository.js';
import * as accountSettings from '../account-settings/firm-data.repository.js';
import * as audit from '../audit/firm-data.repository.js';
import * as team from '../team/firm-data.repository.js';
import * as attempts from '../attempts/firm-data.repository.js';
import * as auth from '../auth/firm-data.repository.js';
import * as documentLinks from '../document-links/firm-data.repository.js';
import * as documentRequests from '../document-requests/firm-data.repository.js';
import { removeStoredObjects } from '../documents/documents-storage.js';
import * as documents from '../documents/firm-data.repository.js';
import * as emergency from '../emergency/firm-data.repository.js';
import * as firmSignup from '../firm-signup/firm-data.repository.js';
import * as firms from '../firms/firm-data.repository.js';
import * as incidentNotices from '../incident-notices/firm-data.repository.js';
import * as invites from '../invites/firm-data.repository.js';
import * as oneTimeCodes from '../one-time-codes/firm-data.repository.js';
import * as passkeys from '../passkeys/firm-data.repository.js';
import * as passwords from '../passwords/firm-data.repository.js';
import * as pinReset from '../pin-reset/firm-data.repository.js';
import * as recovery from '../recovery/firm-data.repository.js';
import * as retention from '../retention/firm-data.repository.js';
import * as signup from '../signup/firm-data.repository.js';
import * as subscriptions from '../subscriptions/firm-data.repository.js';
import * as users from '../users/firm-data.repository.js';
import { holdBackFirmDeletion } from './held-firm-deletion.js';

type DeleteFirmData = (trx: DbHandle, firm: DeletedFirm) => Promise<string[]>;

/**
 * Every module that keeps rows of a firm, in foreign-key order: rows go before the rows they reference
 * (sign-up checks before their invites, settings steps and PIN resets before the sessions they name, all
 * before the users). Each deletes its own tables only (its `firm-data.repository.ts`). A new table of a
 * firm is added to its module's function; a new module with such tables, to this list
 * (firm-deletion.service.test.ts fails on any row of a deleted firm left anywhere).
 */
const firmDataInForeignKeyOrder: readonly DeleteFirmData[] = [
  incidentNotices.deleteFirmData,
  documentRequests.deleteFirmData,
  documentLinks.deleteFirmData,
  documents.deleteFirmData,
  passwords.deleteFirmData,
  emergency.deleteFirmData,
  recovery.deleteFirmData,
  pinReset.deleteFirmData,
  accountSettings.deleteFirmData,
  passkeys.deleteFirmData,
  signup.deleteFirmData,
  accountRequests.deleteFirmData,
  invites.deleteFirmData,
  firmSignup.deleteFirmData,
  subscriptions.deleteFirmData,
  auth.deleteFirmData,
  outgoing.deleteFirmData,
  audit.deleteFirmData,
  team.deleteFirmData,
  retention.deleteFirmData,
];

/** Asked inside the deletion's transaction: whether the firm is still to be deleted (a renewal in the meantime wins). */
export type FirmStillDue = (trx: DbHandle) => Promise<boolean>;

/**
 * Deletes a firm and everything of it (the subscription lifecycle: a year after the suspension, or a
 * sign-up never confirmed). In ONE transaction, when `stillDue` holds: each module's rows (above), then
 * what names the firm's users and rows without a foreign key (attempt counters, one-time codes, send
 * windows), then the users, then the firm. After the commit its stored files: the objects its rows named
 * and everything under its prefix. False when the firm was not deleted, or when a client of it is on legal hold:
 * then nothing is deleted and the provider is told what was kept (held-firm-deletion.ts, ADR 0050).
 */
export async function deleteFirm(ctx: AppContext, firmId: string, stillDue: FirmStillDue): Promise<boolean> {
  // Legal holds (ADR 0050): a firm with a client on hold is not deleted; the provider is told what it kept.
  const holds = await ctx.repos.retention.holdsOfFirm(firmId);
  if (holds.length > 0) {
    const due = await ctx.db.kysely.transaction().execute((trx) => stillDue(trx));
    if (due) await holdBackFirmDeletion(ctx, firmId, holds);
    return false;
  }
  const keys = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await stillDue(trx))) return null;
    // A hold placed since the read above: the next run holds the deletion back.
    if ((await ctx.repos.retention.within(trx).holdsOfFirm(firmId)).length > 0) return null;
    const firm: DeletedFirm = { firmId, userIds: await users.firmUserIds(trx, firmId) };
    const objectKeys = await documents.firmObjectKeys(trx, firm);
    const refs: string[] = await users.firmUserPhones(trx, firmId);
    for (const deleteFirmData of firmDataInForeignKeyOrder) refs.push(...(await deleteFirmData(trx, firm)));
    refs.push(...(await users.deleteFirmData(trx, firm)));
    await attempts.deleteFirmData(trx, firm, refs);
    await oneTimeCodes.deleteFirmData(trx, firm, refs);
    if (!(await firms.deleteFirmRow(trx, firm))) return null;
    return objectKeys;
  });
  if (!keys) return false;
  ctx.repos.firms.forgetLookups();
  await removeStoredObjects(ctx.files, ctx.log, keys);
  try {
    await ctx.files.deletePrefix(documents.firmObjectPrefix(firmId));
  } catch (err) {
    ctx.log.error(
      { err, firmId },
      "firm deletion: a deleted firm's stored files could not be removed (orphaned objects)",
    );
  }
  return true;
}
