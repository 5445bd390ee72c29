import type {
  DocumentFolder,
  DocumentFolderCreateBody,
  DocumentFoldersQuery,
  DocumentList,
  DocumentsListQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import { appErrors, found } from '../../lib/app-error.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import type { DocumentsFilter } from './documents-list.filter.js';
import { openSpace } from './documents-space.js';
import {
  areaOf,
  assertMayNameClient,
  editScopeOf,
  shareScopeOf,
  type DocumentScope,
} from './documents.policy.js';
import { presentDocument, presentFolder, presentNewFolder } from './documents.presenter.js';

const DEFAULT_PAGE_SIZE = 10;

/** Lists, folders, name checks and the client's name: the reading side of the vault, and folders. */
export class DocumentsService {
  constructor(private readonly ctx: AppContext) {}

  private get docs() {
    return this.ctx.repos.documents;
  }

  private get folders() {
    return this.ctx.repos.documentFolders;
  }

  /** The scope a list or folder list reads: "Share with me", or one client's area(s). */
  private async listScope(
    user: DocumentsUser,
    q: {
      isOnlyFilterSharing?: boolean | undefined;
      clientId?: string | undefined;
      isFilterShareFA?: boolean | undefined;
    },
  ): Promise<DocumentScope> {
    if (q.isOnlyFilterSharing) return shareScopeOf(user);
    return openSpace(
      this.ctx.repos.users,
      user,
      q.clientId,
      q.isFilterShareFA === undefined ? undefined : areaOf(q.isFilterShareFA),
    );
  }

  async list(user: DocumentsUser, query: DocumentsListQuery): Promise<DocumentList> {
    const scope = await this.listScope(user, query);
    const filter: DocumentsFilter = {
      ...(query.folderId === undefined
        ? {}
        : { folderId: query.folderId === 'null' ? null : query.folderId }),
      ...(query.q ? { q: query.q } : {}),
    };
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = { offset: query.offset ?? 0, limit: limit === -1 ? null : limit };
    const { rows, total } = await this.ctx.repos.documentsList.page(
      scope,
      filter,
      query.orderBy ?? '-updatedAt',
      page,
    );
    return { results: rows.map(presentDocument), total };
  }

  async listFolders(user: DocumentsUser, query: DocumentFoldersQuery): Promise<DocumentFolder[]> {
    const rows = await this.folders.listFolders(await this.listScope(user, query));
    return rows.map(presentFolder);
  }

  async createFolder(user: DocumentsUser, body: DocumentFolderCreateBody): Promise<DocumentFolder> {
    const area = areaOf(body.isShareFA);
    const space = await openSpace(this.ctx.repos.users, user, body.clientId, area);
    const row = await this.folders.insertFolder(space, {
      id: crypto.randomUUID(),
      area,
      name: body.name,
      note: body.note,
      createdBy: user.userId,
      at: this.ctx.clock.now(),
    });
    return presentNewFolder(row, 0, user.kind === 'advisor');
  }

  /**
   * Whether another file of the client uses the name (any case), within what the caller sees: with
   * `documentId`, in that file's area; otherwise in the area asked (`isShareFA`), or every area the
   * caller may see. Names are unique per client and area, so an advisor's check never sees a private name.
   */
  async isFileNameUsed(
    user: DocumentsUser,
    q: {
      fileName: string;
      clientId?: string | undefined;
      documentId?: string | undefined;
      isShareFA?: boolean | undefined;
    },
  ): Promise<boolean> {
    if (q.documentId !== undefined) {
      const scope = editScopeOf(user);
      const doc = await found(this.docs.findDocument(scope, q.documentId));
      const area = q.isShareFA === undefined ? doc.area : areaOf(q.isShareFA);
      return this.docs.nameUsed({ ...scope, clientId: doc.client_id }, [area], q.fileName, doc.id);
    }
    const space = await openSpace(
      this.ctx.repos.users,
      user,
      q.clientId,
      q.isShareFA === undefined ? undefined : areaOf(q.isShareFA),
    );
    return this.docs.nameUsed(space, space.areas, q.fileName);
  }

  /** The first and last name of a client, for the advisor's "Client: {name}" tab. */
  async clientName(
    user: DocumentsUser,
    clientId: string,
  ): Promise<{ id: string; firstName: string; lastName: string }> {
    const client = await this.ctx.repos.users.findById(clientId);
    assertMayNameClient(user, clientId, client);
    if (!client || client.role_id !== RoleId.client) throw appErrors.notFound();
    return { id: client.id, firstName: client.first_name, lastName: client.last_name };
  }

  /** isHasSharingFile: whether anything is shared with the user now. */
  hasSharedItems(user: DocumentsUser): Promise<boolean> {
    return this.docs.hasSharedItems(shareScopeOf(user));
  }
}
