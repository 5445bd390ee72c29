import crypto from 'node:crypto';
import type { DocumentArea } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { DocumentFoldersRepository } from './document-folders.repository.js';
import { documentObjectKey } from './documents-storage.js';
import { DocumentsRepository } from './documents.repository.js';

/**
 * Test helpers: documents stored exactly as an upload leaves them (encrypted object in ctx.files, row
 * through the repository's insertDocument), folders and shares inserted directly.
 */

export interface SeededDocument {
  id: string;
  fileName: string;
  bytes: Buffer;
  objectKey: string;
  area: DocumentArea;
}

export interface SpaceRef {
  firmId: string;
  clientId: string;
}

export async function seedDocument(
  ctx: AppContext,
  space: SpaceRef,
  opts: {
    area: DocumentArea;
    uploadedBy: string;
    fileName?: string;
    bytes?: Buffer;
    folderId?: string | null;
    faUploadUserId?: string | null;
    mimeType?: string;
    at?: Date;
  },
): Promise<SeededDocument> {
  const id = crypto.randomUUID();
  const fileName = opts.fileName ?? `file-${id.slice(0, 8)}.pdf`;
  const bytes = opts.bytes ?? crypto.randomBytes(1000);
  const objectKey = documentObjectKey(space.firmId, space.clientId, id);
  const stored = await ctx.files.put(objectKey, [bytes]);
  await new DocumentsRepository(ctx.db.kysely).insertDocument(
    { kind: 'space', firmId: space.firmId, clientId: space.clientId, areas: [opts.area] },
    {
      id,
      folderId: opts.folderId ?? null,
      area: opts.area,
      fileName,
      mimeType: opts.mimeType ?? 'application/pdf',
      size: stored.size,
      objectKey,
      encryption: '{"v":1}',
      uploadedBy: opts.uploadedBy,
      faUploadUserId: opts.faUploadUserId ?? null,
      at: opts.at ?? ctx.clock.now(),
    },
  );
  return { id, fileName, bytes, objectKey, area: opts.area };
}

export async function seedFolder(
  ctx: AppContext,
  space: SpaceRef,
  opts: { area: DocumentArea; createdBy: string; name?: string; note?: string },
): Promise<{ id: string; name: string }> {
  const id = crypto.randomUUID();
  const name = opts.name ?? `Folder ${id.slice(0, 6)}`;
  await new DocumentFoldersRepository(ctx.db.kysely).insertFolder(
    { kind: 'space', firmId: space.firmId, clientId: space.clientId, areas: [opts.area] },
    { id, area: opts.area, name, note: opts.note ?? '', createdBy: opts.createdBy, at: ctx.clock.now() },
  );
  return { id, name };
}

/** A share row as the sharing module writes it. */
export async function seedShare(
  ctx: AppContext,
  space: SpaceRef,
  share: { itemType: 'file' | 'folder'; itemId: string; userId: string; sharedBy: string; at?: Date },
): Promise<void> {
  await ctx.db.kysely
    .insertInto('document_shares')
    .values({
      id: crypto.randomUUID(),
      firm_id: space.firmId,
      client_id: space.clientId,
      item_type: share.itemType,
      item_id: share.itemId,
      user_id: share.userId,
      shared_by: share.sharedBy,
      created_at: (share.at ?? ctx.clock.now()).toISOString(),
    })
    .execute();
}

/** Flips bytes of a stored object in place (a tampered disk or bucket). */
export async function tamperStoredObject(ctx: AppContext, objectKey: string, at: number): Promise<void> {
  const stream = await ctx.files.blobs.get(objectKey);
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Uint8Array));
  const raw = Buffer.concat(parts);
  raw[at] = (raw[at] ?? 0) ^ 0xff;
  await ctx.files.blobs.put(objectKey, [raw]);
}
