import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Everything of a firm in the encrypted file store sits under this prefix (documents-storage.ts: `documents/{firm}/{client}/…`, account photos included). */
export function firmObjectPrefix(firmId: string): string {
  return `documents/${firmId}`;
}

/** The stored objects the firm's rows name (files and uploads in progress): removed once the deletion has committed. */
export async function firmObjectKeys(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const files = await trx
    .selectFrom('documents')
    .select('object_key')
    .where('firm_id', '=', firm.firmId)
    .execute();
  const uploads = await trx
    .selectFrom('document_uploads')
    .select('object_key')
    .where('firm_id', '=', firm.firmId)
    .execute();
  // Older versions (ADR 0046): under the firm's prefix too, named here so that none is missed.
  const versions = await trx
    .selectFrom('document_versions')
    .select('object_key')
    .where('firm_id', '=', firm.firmId)
    .execute();
  return [...new Set([...files, ...uploads, ...versions].map((r) => r.object_key))];
}

/** Firm deletion: Documents Guru's rows of the firm, children first. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const { firmId } = firm;
  await trx.deleteFrom('document_notifications').where('firm_id', '=', firmId).execute();
  await trx.deleteFrom('document_share_invites').where('firm_id', '=', firmId).execute();
  await trx.deleteFrom('document_shares').where('firm_id', '=', firmId).execute();
  await trx.deleteFrom('document_activity').where('firm_id', '=', firmId).execute();
  const uploads = await trx
    .deleteFrom('document_uploads')
    .where('firm_id', '=', firmId)
    .returning('id')
    .execute();
  await trx.deleteFrom('document_versions').where('firm_id', '=', firmId).execute();
  const files = await trx.deleteFrom('documents').where('firm_id', '=', firmId).returning('id').execute();
  const folders = await trx
    .deleteFrom('document_folders')
    .where('firm_id', '=', firmId)
    .returning('id')
    .execute();
  return [...uploads, ...files, ...folders].map((r) => r.id);
}
