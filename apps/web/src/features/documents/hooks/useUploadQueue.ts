import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'tus-js-client';
import { formatMessage, documentsScreenMessages as text } from '@guru/shared';
import { markUserActive } from '../../../lib/idle';
import { notifySuccess } from '../../../lib/notify';
import { documentsQueryKeys } from '../api/documentsQueries';
import { tusUploadOptions, uploadErrorMessage } from '../api/tusUpload';
import {
  emptyUploadQueue,
  isFinished,
  uploadQueueReducer,
  uploadsToStart,
  type UploadItem,
  type UploadTarget,
} from '../lib/uploadQueue';
import { useDocumentsContext } from './documentsContext';

interface RunningUpload {
  file: File;
  /** Created when the upload first starts; kept so that a resume continues from the server's offset. */
  upload: Upload | null;
  /** Started and not paused, canceled or ended (guards against starting twice). */
  running: boolean;
}

export interface QueueFileInput {
  file: File;
  fileName?: string;
  target: UploadTarget;
}

/**
 * The uploads of the dashboard (lib/uploadQueue for the states): each file is one resumable tus
 * upload to /docVaults/uploads in chunks of documentsLimits.uploadChunkBytes, at most two at a time,
 * with progress, pause, resume and cancel. A finished upload refreshes the listing.
 */
export function useUploadQueue() {
  const { app } = useDocumentsContext();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(uploadQueueReducer, emptyUploadQueue);
  const uploads = useRef(new Map<string, RunningUpload>());
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  const start = useCallback(
    (item: UploadItem, entry: RunningUpload) => {
      entry.running = true;
      dispatch({ type: 'begin', id: item.id });
      entry.upload ??= new Upload(
        entry.file,
        tusUploadOptions(app, item, {
          onProgress: (bytesSent) => {
            // An upload the user started keeps them active (idle PIN lock, idle logout, other tabs).
            markUserActive();
            dispatch({ type: 'progress', id: item.id, bytesSent });
          },
          onSuccess: () => {
            entry.running = false;
            dispatch({ type: 'succeed', id: item.id });
            notifySuccess(formatMessage(text.uploadDone, { name: item.fileName }));
            void queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all });
          },
          onError: (error) => {
            entry.running = false;
            dispatch({ type: 'fail', id: item.id, message: uploadErrorMessage(error) });
          },
        }),
      );
      entry.upload.start();
    },
    [app, queryClient],
  );

  // Starts queued uploads while fewer than two run.
  useEffect(() => {
    for (const item of uploadsToStart(state)) {
      const entry = uploads.current.get(item.id);
      if (entry && !entry.running) start(item, entry);
    }
  }, [state, start]);

  // Leaving the dashboard stops the transfers (nothing is deleted: an unfinished upload expires on the server).
  useEffect(() => {
    const running = uploads.current;
    return () => {
      running.forEach((entry) => void entry.upload?.abort(false).catch(() => undefined));
      running.clear();
    };
  }, []);

  const actions = useMemo(
    () => ({
      /** Adds files; each is checked at once (size, type) and queued unless `start` is false. */
      add: (files: readonly QueueFileInput[], queue = true): string[] => {
        const added = files.map((input) => ({ id: crypto.randomUUID(), input }));
        added.forEach(({ id, input }) =>
          uploads.current.set(id, { file: input.file, upload: null, running: false }),
        );
        dispatch({
          type: 'add',
          uploads: added.map(({ id, input }) => ({
            id,
            fileName: input.fileName ?? input.file.name,
            file: input.file,
            target: input.target,
            start: queue,
          })),
        });
        return added.map(({ id }) => id);
      },
      queue: (id: string) => dispatch({ type: 'queue', id }),
      pause: (id: string) => {
        const entry = uploads.current.get(id);
        if (entry) entry.running = false;
        void entry?.upload?.abort(false).catch(() => undefined);
        dispatch({ type: 'pause', id });
      },
      resume: (id: string) => dispatch({ type: 'resume', id }),
      cancel: (id: string) => {
        const entry = uploads.current.get(id);
        if (entry) entry.running = false;
        // Terminates the upload on the server too (tus termination), so its bytes go at once.
        void entry?.upload?.abort(true).catch(() => undefined);
        dispatch({ type: 'cancel', id });
      },
      remove: (id: string) => {
        uploads.current.delete(id);
        dispatch({ type: 'remove', id });
      },
      clearFinished: () => {
        latest.current.items.filter(isFinished).forEach((item) => uploads.current.delete(item.id));
        dispatch({ type: 'clearFinished' });
      },
    }),
    [],
  );

  return { items: state.items, ...actions };
}

export type UploadQueueControls = ReturnType<typeof useUploadQueue>;
