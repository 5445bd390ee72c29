import { describe, expect, it } from 'vitest';
import { documentFileNameMessages, documentsLimits, documentsMessages } from '@guru/shared';
import {
  UploadStatus,
  emptyUploadQueue,
  uploadPercent,
  uploadQueueReducer,
  uploadsToStart,
  type NewUpload,
  type UploadQueueState,
} from './uploadQueue';

const target = { folderId: null, isShareFA: true, clientId: null };

function upload(id: string, file: Partial<NewUpload['file']> = {}, start = true): NewUpload {
  return {
    id,
    fileName: `${id}.pdf`,
    file: { name: `${id}.pdf`, size: 1_000, type: 'application/pdf', ...file },
    target,
    start,
  };
}

function run(...actions: Parameters<typeof uploadQueueReducer>[1][]): UploadQueueState {
  return actions.reduce(uploadQueueReducer, emptyUploadQueue);
}

const statusOf = (state: UploadQueueState, id: string) => state.items.find((item) => item.id === id)?.status;

describe('upload queue (statuses added, queued, uploading, canceled, error, success)', () => {
  it('adds a file as added, or queued at once, and starts it when queued', () => {
    const added = run({ type: 'add', uploads: [upload('a', {}, false), upload('b')] });
    expect(statusOf(added, 'a')).toBe(UploadStatus.added);
    expect(statusOf(added, 'b')).toBe(UploadStatus.queued);
    const queued = uploadQueueReducer(added, { type: 'queue', id: 'a' });
    expect(statusOf(queued, 'a')).toBe(UploadStatus.queued);
    expect(statusOf(uploadQueueReducer(queued, { type: 'begin', id: 'a' }), 'a')).toBe(
      UploadStatus.uploading,
    );
  });

  it('refuses a file too big before anything starts', () => {
    const state = run({ type: 'add', uploads: [upload('big', { size: documentsLimits.maxFileBytes + 1 })] });
    expect(state.items[0]).toMatchObject({ status: UploadStatus.error, error: documentsMessages.fileTooBig });
    expect(uploadsToStart(state)).toEqual([]);
  });

  it('refuses a file whose name hides or disguises characters, with the reason, before anything starts', () => {
    const state = run({
      type: 'add',
      uploads: [
        { ...upload('bidi'), fileName: 'invoice\u202efdp.svg' },
        { ...upload('zw'), fileName: 're\u200bport.pdf' },
      ],
    });
    expect(state.items.map((item) => [item.status, item.error])).toEqual([
      [UploadStatus.error, documentFileNameMessages.directionControls],
      [UploadStatus.error, documentFileNameMessages.invisibleCharacters],
    ]);
    expect(uploadsToStart(state)).toEqual([]);
  });

  it('accepts exactly the limit, and refuses video, audio and unknown types', () => {
    expect(
      statusOf(run({ type: 'add', uploads: [upload('max', { size: documentsLimits.maxFileBytes })] }), 'max'),
    ).toBe(UploadStatus.queued);
    for (const file of [
      { name: 'clip.mp4', type: 'video/mp4' },
      { name: 'song.mp3', type: 'audio/mpeg' },
      { name: 'tool.exe', type: '' },
    ]) {
      const state = run({ type: 'add', uploads: [upload('x', file)] });
      expect(state.items[0]).toMatchObject({
        status: UploadStatus.error,
        error: documentsMessages.invalidFileType,
      });
    }
  });

  it('runs at most two uploads at a time, oldest first', () => {
    let state = run({ type: 'add', uploads: [upload('a'), upload('b'), upload('c')] });
    expect(uploadsToStart(state).map((item) => item.id)).toEqual(['a', 'b']);
    state = run(
      { type: 'add', uploads: [upload('a'), upload('b'), upload('c')] },
      { type: 'begin', id: 'a' },
      { type: 'begin', id: 'b' },
    );
    expect(uploadsToStart(state)).toEqual([]);
    state = uploadQueueReducer(state, { type: 'succeed', id: 'a' });
    expect(uploadsToStart(state).map((item) => item.id)).toEqual(['c']);
  });

  it('tracks progress, and success fills the bar', () => {
    let state = run(
      { type: 'add', uploads: [upload('a')] },
      { type: 'begin', id: 'a' },
      { type: 'progress', id: 'a', bytesSent: 250 },
    );
    expect(uploadPercent(state.items[0]!)).toBe(25);
    state = uploadQueueReducer(state, { type: 'succeed', id: 'a' });
    expect(state.items[0]).toMatchObject({ status: UploadStatus.success, bytesSent: 1_000, error: null });
    expect(uploadPercent(state.items[0]!)).toBe(100);
  });

  it('pauses (freeing its slot) and resumes through the queue', () => {
    let state = run(
      { type: 'add', uploads: [upload('a'), upload('b'), upload('c')] },
      { type: 'begin', id: 'a' },
      { type: 'begin', id: 'b' },
    );
    state = uploadQueueReducer(state, { type: 'pause', id: 'a' });
    expect(state.items[0]).toMatchObject({ status: UploadStatus.uploading, paused: true });
    expect(uploadsToStart(state).map((item) => item.id)).toEqual(['c']);
    state = uploadQueueReducer(state, { type: 'resume', id: 'a' });
    expect(state.items[0]).toMatchObject({ status: UploadStatus.queued, paused: false });
  });

  it('cancels with "Upload canceled." and nothing ends twice', () => {
    let state = run(
      { type: 'add', uploads: [upload('a')] },
      { type: 'begin', id: 'a' },
      { type: 'cancel', id: 'a' },
    );
    expect(state.items[0]).toMatchObject({
      status: UploadStatus.canceled,
      error: documentsMessages.uploadCanceled,
    });
    state = uploadQueueReducer(state, { type: 'fail', id: 'a', message: 'late' });
    state = uploadQueueReducer(state, { type: 'succeed', id: 'a' });
    expect(state.items[0]?.status).toBe(UploadStatus.canceled);
    expect(uploadQueueReducer(state, { type: 'cancel', id: 'a' })).toBe(state);
  });

  it('records a failure with its message, and clears finished uploads', () => {
    let state = run(
      { type: 'add', uploads: [upload('a'), upload('b')] },
      { type: 'begin', id: 'a' },
      { type: 'fail', id: 'a', message: 'The file name is used' },
    );
    expect(state.items[0]).toMatchObject({ status: UploadStatus.error, error: 'The file name is used' });
    state = uploadQueueReducer(state, { type: 'clearFinished' });
    expect(state.items.map((item) => item.id)).toEqual(['b']);
    expect(uploadQueueReducer(state, { type: 'remove', id: 'b' }).items).toEqual([]);
  });
});
