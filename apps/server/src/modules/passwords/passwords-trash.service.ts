import {
  envelopeSchema,
  vaultTrashDays,
  type VaultTrashList,
  type VaultTrashRestoreBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { confirmPin } from '../auth/pin.service.js';
import type { LoadedSession } from '../auth/session.service.js';
import type { PasswordsOwner } from './passwords.policy.js';
import type { PasswordsTrashRepository } from './passwords-trash.repository.js';

/**
 * Password Guru's trash (ADR 0042). Deleting moves rows here (PasswordsService); this lists, restores and
 * empties them, and `purgeExpired` (the `vault-trash` job) deletes what has been here over 30 days.
 */
export class PasswordsTrashService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: PasswordsTrashRepository,
  ) {}

  async list(owner: PasswordsOwner): Promise<VaultTrashList> {
    const [items, folders] = await Promise.all([this.repo.listItems(owner), this.repo.listFolders(owner)]);
    return {
      items: items.map((row) => ({
        id: row.id,
        folderId: row.folder_id,
        summary: envelopeSchema.parse(row.summary),
        deletedAt: row.deleted_at ?? '',
      })),
      folders: folders.map((row) => ({
        id: row.id,
        data: envelopeSchema.parse(row.data),
        deletedAt: row.deleted_at ?? '',
      })),
    };
  }

  /** Folders first (with the entries that went with them), then the entries named; one transaction. */
  restore(
    owner: PasswordsOwner,
    body: VaultTrashRestoreBody,
  ): Promise<{ restored: number; restoredFolders: number }> {
    return this.repo.transaction(async (tx) => {
      const folders = await tx.restoreFolders(owner, [...new Set(body.folderIds)]);
      const items = await tx.restoreItems(owner, [...new Set(body.ids)]);
      return { restored: folders.items + items, restoredFolders: folders.folders };
    });
  }

  /** After the PIN (wrong PINs count as everywhere), the whole trash goes for good. */
  async empty(
    loaded: LoadedSession,
    owner: PasswordsOwner,
    pin: string,
  ): Promise<{ deleted: number; deletedFolders: number }> {
    await confirmPin(this.ctx, loaded, pin);
    const gone = await this.repo.transaction((tx) => tx.empty(owner));
    return { deleted: gone.items, deletedFolders: gone.folders };
  }
}

/** The `vault-trash` job: deletes for good, in every vault, what went to the trash over 30 days ago. */
export async function purgeExpiredTrash(ctx: AppContext): Promise<{ items: number; folders: number }> {
  const cutoff = new Date(ctx.clock.now().getTime() - vaultTrashDays * 86_400_000).toISOString();
  const purged = await ctx.repos.passwordsTrash.transaction((tx) => tx.purgeDeletedBefore(cutoff));
  if (purged.items + purged.folders > 0) ctx.log.info(purged, 'vault trash purged');
  return purged;
}
