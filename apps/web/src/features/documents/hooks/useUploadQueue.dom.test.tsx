import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppType, documentsLimits, documentsMessages } from '@guru/shared';
import { createIdleMonitor } from '../../../lib/idle';
import { DocumentsViewer } from '../lib/documentsRole';
import { UploadStatus } from '../lib/uploadQueue';
import { DocumentsContext } from './documentsContext';
import { useUploadQueue } from './useUploadQueue';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

interface FakeOptions {
  metadata: Record<string, string>;
  headers: Record<string, string>;
  chunkSize: number;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
}
const fakes = vi.hoisted(() => ({
  uploads: [] as Array<{
    file: File;
    options: FakeOptions;
    start: ReturnType<typeof vi.fn>;
    abort: ReturnType<typeof vi.fn>;
  }>,
}));
vi.mock('tus-js-client', () => ({
  Upload: class {
    start = vi.fn();
    abort = vi.fn(() => Promise.resolve());
    constructor(file: File, options: FakeOptions) {
      fakes.uploads.push({ file, options, start: this.start, abort: this.abort });
    }
  },
}));

const target = { folderId: null, isShareFA: true, clientId: null };

function wrapper({ children }: { children: ReactNode }) {
  const value = { app: AppType.documents, viewer: DocumentsViewer.client, clientId: null };
  return (
    <QueryClientProvider client={new QueryClient()}>
      <DocumentsContext.Provider value={value}>{children}</DocumentsContext.Provider>
    </QueryClientProvider>
  );
}

function pdf(name: string, size = 10): File {
  const file = new File(['%PDF'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  fakes.uploads.length = 0;
});
afterEach(() => vi.clearAllMocks());

describe('useUploadQueue', () => {
  it('starts two uploads with the tus metadata, the next when one ends', () => {
    const { result } = renderHook(() => useUploadQueue(), { wrapper });
    act(
      () =>
        void result.current.add([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')].map((file) => ({ file, target }))),
    );
    expect(fakes.uploads.map((u) => u.file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(fakes.uploads[0]?.options).toMatchObject({
      metadata: { fileName: 'a.pdf', isShareFA: 'true', filetype: 'application/pdf' },
      headers: { 'x-app-type': AppType.documents },
      chunkSize: documentsLimits.uploadChunkBytes,
    });
    expect(result.current.items.map((item) => item.status)).toEqual([
      UploadStatus.uploading,
      UploadStatus.uploading,
      UploadStatus.queued,
    ]);

    act(() => fakes.uploads[0]?.options.onProgress(5, 10));
    expect(result.current.items[0]?.bytesSent).toBe(5);
    act(() => fakes.uploads[0]?.options.onSuccess());
    expect(result.current.items[0]?.status).toBe(UploadStatus.success);
    expect(fakes.uploads.map((u) => u.file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('refuses a file too big before any upload is created', () => {
    const { result } = renderHook(() => useUploadQueue(), { wrapper });
    act(() => void result.current.add([{ file: pdf('huge.pdf', documentsLimits.maxFileBytes + 1), target }]));
    expect(result.current.items[0]).toMatchObject({
      status: UploadStatus.error,
      error: documentsMessages.fileTooBig,
    });
    expect(fakes.uploads).toEqual([]);
  });

  it('cancels: the upload is terminated on the server and marked canceled', () => {
    const { result } = renderHook(() => useUploadQueue(), { wrapper });
    act(() => void result.current.add([{ file: pdf('a.pdf'), target }]));
    const id = result.current.items[0]!.id;
    act(() => result.current.cancel(id));
    expect(fakes.uploads[0]?.abort).toHaveBeenCalledWith(true);
    expect(result.current.items[0]).toMatchObject({
      status: UploadStatus.canceled,
      error: documentsMessages.uploadCanceled,
    });
  });

  it('pauses without terminating, and resumes the same upload', () => {
    const { result } = renderHook(() => useUploadQueue(), { wrapper });
    act(() => void result.current.add([{ file: pdf('a.pdf'), target }]));
    const id = result.current.items[0]!.id;
    act(() => result.current.pause(id));
    expect(fakes.uploads[0]?.abort).toHaveBeenCalledWith(false);
    act(() => result.current.resume(id));
    expect(fakes.uploads).toHaveLength(1);
    expect(fakes.uploads[0]?.start).toHaveBeenCalledTimes(2);
    expect(result.current.items[0]).toMatchObject({ status: UploadStatus.uploading, paused: false });
  });

  it("shows the server's message when an upload fails", () => {
    const { result } = renderHook(() => useUploadQueue(), { wrapper });
    act(() => void result.current.add([{ file: pdf('a.pdf'), target }]));
    const response = {
      getStatus: () => 409,
      getBody: () => JSON.stringify({ error: { code: 'CONFLICT', message: 'The file name is used' } }),
    };
    act(() =>
      fakes.uploads[0]?.options.onError(Object.assign(new Error('conflict'), { originalResponse: response })),
    );
    expect(result.current.items[0]).toMatchObject({
      status: UploadStatus.error,
      error: 'The file name is used',
    });
  });

  it('counts upload progress as activity: a long upload with no mouse or key never locks the screen', () => {
    let clock = 0;
    const locks = vi.fn();
    const idle = createIdleMonitor({
      pinIdleMs: 5 * 60_000,
      logoutIdleMs: 15 * 60_000,
      heartbeatIntervalMs: 60_000,
      onHeartbeat: vi.fn(),
      onPinIdle: locks,
      onLogoutIdle: vi.fn(),
      now: () => clock,
      checkEveryMs: 10,
    });
    vi.useFakeTimers();
    try {
      idle.start();
      const { result } = renderHook(() => useUploadQueue(), { wrapper });
      act(() => void result.current.add([{ file: pdf('big.pdf', 100), target }]));
      for (let minute = 1; minute <= 20; minute += 1) {
        clock = minute * 60_000;
        act(() => fakes.uploads[0]?.options.onProgress(minute, 100));
        vi.advanceTimersByTime(20);
      }
      expect(locks).not.toHaveBeenCalled();
      clock += 5 * 60_000;
      vi.advanceTimersByTime(20);
      expect(locks).toHaveBeenCalledTimes(1);
    } finally {
      idle.stop();
      vi.useRealTimers();
    }
  });
});
