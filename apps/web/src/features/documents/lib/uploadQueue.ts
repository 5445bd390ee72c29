import { documentsMessages, fileNameProblem } from '@guru/shared';
import { uploadRefusal } from './uploadRules';

/**
 * The upload queue (seed 001 section 4: statuses added, queued, uploading, canceled, error,
 * success). Each file is its own upload: it is checked when added (too big, wrong type: error at
 * once, nothing sent), queued, started when a slot is free (at most `maxParallelUploads` run),
 * and may be paused, resumed or canceled until it ends. Pure: the hook (useUploadQueue) runs
 * tus-js-client beside it.
 */
export const UploadStatus = {
  added: 'added',
  queued: 'queued',
  uploading: 'uploading',
  canceled: 'canceled',
  error: 'error',
  success: 'success',
} as const;
export type UploadStatus = (typeof UploadStatus)[keyof typeof UploadStatus];

/** The seeds' upload library runs two uploads in parallel. */
export const maxParallelUploads = 2;

/** Where a file goes: a folder (null: "No Group") of the private or the shared area. */
export interface UploadTarget {
  folderId: string | null;
  isShareFA: boolean;
  /** The client whose space an advisor uploads into. */
  clientId: string | null;
  /** A new version of this document (same name; its folder and area are kept): ADR 0046. */
  replaceDocumentId?: string;
}

export interface UploadItem {
  id: string;
  /** The name the file is stored under. */
  fileName: string;
  size: number;
  type: string;
  target: UploadTarget;
  status: UploadStatus;
  /** Paused by the user (status stays uploading; the slot is freed). */
  paused: boolean;
  bytesSent: number;
  error: string | null;
}

export interface UploadQueueState {
  items: UploadItem[];
}

export const emptyUploadQueue: UploadQueueState = { items: [] };

export interface NewUpload {
  id: string;
  fileName: string;
  file: { name: string; size: number; type: string };
  target: UploadTarget;
  /** Queue at once (drag and drop, the upload modal's Upload button); else it waits as added. */
  start: boolean;
}

export type UploadQueueAction =
  | { type: 'add'; uploads: readonly NewUpload[] }
  | { type: 'queue'; id: string }
  | { type: 'begin'; id: string }
  | { type: 'progress'; id: string; bytesSent: number }
  | { type: 'pause'; id: string }
  | { type: 'resume'; id: string }
  | { type: 'cancel'; id: string }
  | { type: 'fail'; id: string; message: string }
  | { type: 'succeed'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clearFinished' };

const finished: readonly UploadStatus[] = [UploadStatus.canceled, UploadStatus.error, UploadStatus.success];

export function isFinished(item: Pick<UploadItem, 'status'>): boolean {
  return finished.includes(item.status);
}

/** Uploading and not paused: holds one of the parallel slots. */
export function isRunning(item: Pick<UploadItem, 'status' | 'paused'>): boolean {
  return item.status === UploadStatus.uploading && !item.paused;
}

function newItem(upload: NewUpload): UploadItem {
  const refusal = uploadRefusal(upload.file) ?? fileNameProblem(upload.fileName);
  return {
    id: upload.id,
    fileName: upload.fileName,
    size: upload.file.size,
    type: upload.file.type,
    target: upload.target,
    status: refusal ? UploadStatus.error : upload.start ? UploadStatus.queued : UploadStatus.added,
    paused: false,
    bytesSent: 0,
    error: refusal,
  };
}

function update(
  state: UploadQueueState,
  id: string,
  change: (item: UploadItem) => UploadItem,
): UploadQueueState {
  let changed = false;
  const items = state.items.map((item) => {
    if (item.id !== id) return item;
    const next = change(item);
    changed ||= next !== item;
    return next;
  });
  return changed ? { items } : state;
}

export function uploadQueueReducer(state: UploadQueueState, action: UploadQueueAction): UploadQueueState {
  switch (action.type) {
    case 'add':
      return { items: [...state.items, ...action.uploads.map(newItem)] };
    case 'queue':
      return update(state, action.id, (item) =>
        item.status === UploadStatus.added ? { ...item, status: UploadStatus.queued } : item,
      );
    case 'begin':
      return update(state, action.id, (item) =>
        item.status === UploadStatus.queued
          ? { ...item, status: UploadStatus.uploading, paused: false }
          : item,
      );
    case 'progress':
      return update(state, action.id, (item) =>
        item.status === UploadStatus.uploading && action.bytesSent !== item.bytesSent
          ? { ...item, bytesSent: Math.min(action.bytesSent, item.size) }
          : item,
      );
    case 'pause':
      return update(state, action.id, (item) => (isRunning(item) ? { ...item, paused: true } : item));
    case 'resume':
      // Back in the queue: it continues from the server's offset when a slot is free.
      return update(state, action.id, (item) =>
        item.status === UploadStatus.uploading && item.paused
          ? { ...item, status: UploadStatus.queued, paused: false }
          : item,
      );
    case 'cancel':
      return update(state, action.id, (item) =>
        isFinished(item)
          ? item
          : {
              ...item,
              status: UploadStatus.canceled,
              paused: false,
              error: documentsMessages.uploadCanceled,
            },
      );
    case 'fail':
      return update(state, action.id, (item) =>
        isFinished(item)
          ? item
          : { ...item, status: UploadStatus.error, paused: false, error: action.message },
      );
    case 'succeed':
      return update(state, action.id, (item) =>
        item.status === UploadStatus.uploading
          ? { ...item, status: UploadStatus.success, paused: false, bytesSent: item.size, error: null }
          : item,
      );
    case 'remove':
      return state.items.some((item) => item.id === action.id)
        ? { items: state.items.filter((item) => item.id !== action.id) }
        : state;
    case 'clearFinished':
      return state.items.some(isFinished)
        ? { items: state.items.filter((item) => !isFinished(item)) }
        : state;
  }
}

/** The queued uploads to start now, oldest first, within the free parallel slots. */
export function uploadsToStart(state: UploadQueueState, limit = maxParallelUploads): UploadItem[] {
  const free = limit - state.items.filter(isRunning).length;
  if (free <= 0) return [];
  return state.items.filter((item) => item.status === UploadStatus.queued).slice(0, free);
}

/** 0–100, for the progress bar. */
export function uploadPercent(item: Pick<UploadItem, 'bytesSent' | 'size' | 'status'>): number {
  if (item.status === UploadStatus.success) return 100;
  if (item.size <= 0) return 0;
  return Math.min(100, Math.round((item.bytesSent / item.size) * 100));
}
