import {
  messages,
  passwordsMessages,
  type PasswordsFolder,
  type PasswordsFolderCreateBody,
  type PasswordsFolderUpdateBody,
  type PasswordsImportBody,
  type PasswordsItem,
  type PasswordsItemCreateBody,
  type PasswordsItemList,
  type PasswordsListedItemList,
  type PasswordsPlaceList,
  type PasswordsCounts,
  type PasswordsSummaryPage,
  type PasswordsSummaryPageQuery,
  PASSWORDS_NO_FOLDER,
  type PasswordsItemUpdateBody,
  type PasswordsListQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { constraintViolation } from '../../db/constraint-violation.js';
import { appErrors, found } from '../../lib/app-error.js';
import { confirmPin } from '../auth/pin.service.js';
import type { LoadedSession } from '../auth/session.service.js';
import type { PasswordsOwner } from './passwords.policy.js';
import { presentListedItem, presentPasswordsFolder, presentPasswordsItem } from './passwords.presenter.js';
import type { NewPasswordsItem, PasswordsRepository } from './passwords.repository.js';

/**
 * The rules of the vault. The server never interprets an envelope: it checks who owns what,
 * keeps ids unique, keeps entries in their owner's own folders and makes bulk writes atomic.
 * Another owner's ids answer NOT_FOUND, never FORBIDDEN, so that their existence does not leak.
 */
export class PasswordsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: PasswordsRepository,
  ) {}

  // Entries.

  async listItems(owner: PasswordsOwner, query: PasswordsListQuery): Promise<PasswordsItemList> {
    const limit = query.limit === undefined || query.limit === -1 ? null : query.limit;
    const { rows, total } = await this.repo.listPage(owner, { offset: query.offset ?? 0, limit });
    return { results: rows.map(presentPasswordsItem), total };
  }

  /** The compact list (every entry, no secret): what the dashboard decrypts to show and search. */
  async listSummaries(owner: PasswordsOwner): Promise<PasswordsListedItemList> {
    const rows = await this.repo.listSummaries(owner);
    return { results: rows.map(presentListedItem), total: rows.length };
  }

  async listPlaces(owner: PasswordsOwner): Promise<PasswordsPlaceList> {
    const rows = await this.repo.listPlaces(owner);
    return { results: rows.map((row) => ({ id: row.id, folderId: row.folder_id })), total: rows.length };
  }

  /** One page of the summaries in id order: the vault streamed in at unlock (ADR 0054). */
  async listSummaryPage(
    owner: PasswordsOwner,
    query: PasswordsSummaryPageQuery,
  ): Promise<PasswordsSummaryPage> {
    const folder =
      query.folder === undefined ? undefined : query.folder === PASSWORDS_NO_FOLDER ? null : query.folder;
    const rows = await this.repo.listSummaryPage(owner, {
      limit: query.limit,
      after: query.after ?? null,
      folder,
    });
    const last = rows.at(-1);
    return {
      results: rows.map(presentListedItem),
      next: rows.length === query.limit && last ? last.id : null,
    };
  }

  /** Each folder's count of entries and the vault's: the folder rows before any list (ADR 0054). */
  async countByFolder(owner: PasswordsOwner): Promise<PasswordsCounts> {
    const folders = await this.repo.countByFolder(owner);
    return { folders, total: folders.reduce((sum, folder) => sum + folder.count, 0) };
  }

  async getItem(owner: PasswordsOwner, id: string): Promise<PasswordsItem> {
    const row = await this.repo.findItem(owner, id);
    if (!row) throw appErrors.notFound();
    return presentPasswordsItem(row);
  }

  async createItem(owner: PasswordsOwner, body: PasswordsItemCreateBody): Promise<PasswordsItem> {
    const row = this.newItemRow(body);
    const insert = async (repo: PasswordsRepository) => {
      const stored = await repo.insertItemIfNew(owner, row);
      if (!stored) throw appErrors.conflict(passwordsMessages.duplicateId);
      return presentPasswordsItem(stored);
    };
    return this.guardWrite(passwordsMessages.duplicateId, () =>
      this.withFolderChecked(owner, body.folderId, insert),
    );
  }

  async updateItem(owner: PasswordsOwner, id: string, body: PasswordsItemUpdateBody): Promise<PasswordsItem> {
    const patch = {
      folder_id: body.folderId,
      summary: body.summary,
      secret: body.secret,
      updated_at: this.now(),
    };
    const update = async (repo: PasswordsRepository) =>
      presentPasswordsItem(await found(repo.updateItem(owner, id, patch)));
    return this.guardWrite(passwordsMessages.duplicateId, () =>
      this.withFolderChecked(owner, body.folderId, update),
    );
  }

  /**
   * Runs one entry's write: alone for an entry outside any folder (one statement), or after the folder's
   * ownership check in the same transaction.
   */
  private withFolderChecked<T>(
    owner: PasswordsOwner,
    folderId: string | null,
    write: (repo: PasswordsRepository) => Promise<T>,
  ): Promise<T> {
    if (folderId === null) return write(this.repo);
    return this.repo.transaction(async (tx) => {
      await assertFoldersOwned(tx, owner, [folderId]);
      return write(tx);
    });
  }

  async deleteItem(owner: PasswordsOwner, id: string): Promise<void> {
    if ((await this.repo.deleteItems(owner, [id], this.now())) === 0) throw appErrors.notFound();
  }

  /** Deletes the caller's entries among `ids` in one transaction; ids that are not theirs are skipped. */
  async deleteItems(owner: PasswordsOwner, ids: string[]): Promise<number> {
    const at = this.now();
    return this.repo.transaction((tx) => tx.deleteItems(owner, [...new Set(ids)], at));
  }

  /**
   * The bulk delete route. Entries only: as deleteItems. With folders: the PIN first (exactly as
   * deleteFolder; wrong PINs count), then the entries, then each folder with all of its entries,
   * in one transaction. Ids and folder ids that are not the caller's are skipped.
   * A PIN sent with entries only is checked too, never ignored.
   */
  async deleteSelection(
    loaded: LoadedSession,
    owner: PasswordsOwner,
    body: { ids: string[]; folderIds?: string[] | undefined; pinCode?: string | undefined },
  ): Promise<{ deleted: number; deletedFolders?: number }> {
    const folderIds = [...new Set(body.folderIds ?? [])];
    if (folderIds.length > 0 && body.pinCode === undefined) throw appErrors.validation(messages.pinRequired);
    if (body.pinCode !== undefined) await confirmPin(this.ctx, loaded, body.pinCode);
    if (folderIds.length === 0) return { deleted: await this.deleteItems(owner, body.ids) };
    const ids = [...new Set(body.ids)];
    const at = this.now();
    return this.repo.transaction(async (tx) => {
      const deleted =
        (await tx.deleteItems(owner, ids, at)) + (await tx.deleteItemsOfFolders(owner, folderIds, at));
      return { deleted, deletedFolders: await tx.deleteFolders(owner, folderIds, at) };
    });
  }

  /**
   * All or nothing: the new folders first, then the entries, in one transaction. One bad folder
   * id, one taken entry or folder id refuses the whole import, and no folder is left behind.
   */
  async importItems(
    owner: PasswordsOwner,
    body: Pick<PasswordsImportBody, 'items' | 'folders'>,
  ): Promise<number> {
    const { items } = body;
    const folders = body.folders ?? [];
    const ids = items.map((i) => i.id);
    const folderIds = folders.map((f) => f.id);
    if (new Set(ids).size !== ids.length || new Set(folderIds).size !== folderIds.length) {
      throw appErrors.validation(passwordsMessages.duplicateIdsInRequest);
    }
    const now = this.now();
    const folderRows = folders.map((f) => ({ id: f.id, data: f.data, created_at: now, updated_at: now }));
    const rows = items.map((i) => this.newItemRow(i));
    return this.guardWrite(passwordsMessages.duplicateId, () =>
      this.repo.transaction(async (tx) => {
        if (folderIds.length > 0) {
          if ((await tx.takenFolderIds(folderIds)).length > 0)
            throw appErrors.conflict(passwordsMessages.duplicateFolderId);
          // A race lost on a folder id keeps the folder message.
          await tx.insertFolders(owner, folderRows).catch((err: unknown) => {
            throw constraintViolation(err) === 'unique'
              ? appErrors.conflict(passwordsMessages.duplicateFolderId)
              : err;
          });
        }
        await assertFoldersOwned(
          tx,
          owner,
          items.map((i) => i.folderId),
        );
        if ((await tx.takenItemIds(ids)).length > 0) throw appErrors.conflict(passwordsMessages.duplicateId);
        await tx.insertItems(owner, rows);
        return rows.length;
      }),
    );
  }

  // Folders.

  async listFolders(owner: PasswordsOwner): Promise<PasswordsFolder[]> {
    return (await this.repo.listFolders(owner)).map(presentPasswordsFolder);
  }

  async createFolder(owner: PasswordsOwner, body: PasswordsFolderCreateBody): Promise<PasswordsFolder> {
    const now = this.now();
    return this.guardWrite(passwordsMessages.duplicateFolderId, () =>
      this.repo.transaction(async (tx) => {
        if ((await tx.takenFolderIds([body.id])).length > 0)
          throw appErrors.conflict(passwordsMessages.duplicateFolderId);
        await tx.insertFolder(owner, { id: body.id, data: body.data, created_at: now, updated_at: now });
        return presentPasswordsFolder(await found(tx.findFolder(owner, body.id)));
      }),
    );
  }

  async updateFolder(
    owner: PasswordsOwner,
    id: string,
    body: PasswordsFolderUpdateBody,
  ): Promise<PasswordsFolder> {
    return this.repo.transaction(async (tx) => {
      if (!(await tx.updateFolder(owner, id, { data: body.data, updated_at: this.now() })))
        throw appErrors.notFound();
      return presentPasswordsFolder(await found(tx.findFolder(owner, id)));
    });
  }

  /**
   * Deletes a folder with all of its entries, after the PIN (wrong PINs count towards the
   * session's limit). Folder and entries go in one transaction. Returns how many entries went.
   */
  async deleteFolder(loaded: LoadedSession, owner: PasswordsOwner, id: string, pin: string): Promise<number> {
    await confirmPin(this.ctx, loaded, pin);
    return this.repo.transaction(async (tx) => {
      const at = this.now();
      const deletedItems = await tx.deleteItemsOfFolder(owner, id, at);
      if (!(await tx.deleteFolder(owner, id, at))) throw appErrors.notFound();
      return deletedItems;
    });
  }

  private now(): string {
    return this.ctx.clock.now().toISOString();
  }

  private newItemRow(body: PasswordsItemCreateBody): NewPasswordsItem {
    const now = this.now();
    return {
      id: body.id,
      folder_id: body.folderId,
      summary: body.summary,
      secret: body.secret,
      created_at: now,
      updated_at: now,
    };
  }

  /** A race lost to another request still answers 4xx: a taken id 409, a folder deleted meanwhile 404. */
  private async guardWrite<T>(duplicateMessage: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      const violation = constraintViolation(err);
      if (violation === 'unique') throw appErrors.conflict(duplicateMessage);
      if (violation === 'foreign_key') throw appErrors.notFound();
      throw err;
    }
  }
}

/** Every non-null folder id must be one of the owner's folders; otherwise NOT_FOUND. */
async function assertFoldersOwned(
  tx: PasswordsRepository,
  owner: PasswordsOwner,
  folderIds: (string | null)[],
): Promise<void> {
  const wanted = [...new Set(folderIds.filter((f): f is string => f !== null))];
  if (wanted.length === 0) return;
  const owned = await tx.ownedFolderIds(owner, wanted);
  if (owned.size !== wanted.length) throw appErrors.notFound();
}
