import type { Plugin } from 'vite';
import { firstPageChunks, type ChunkLike } from './preloadSignIn';

/** A chunk group of the build (an entry of rolldown's output.codeSplitting.groups). */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * First pass of the web build (build/build.ts): records which modules the first page loads besides the entry,
 * as the splitter placed them (spread over some thirty small chunks that other screens share).
 */
export function recordFirstPageModules(into: Set<string>): Plugin {
  return {
    name: 'guru-record-first-page-modules',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, ChunkLike & { isEntry?: boolean }>;
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('recordFirstPageModules: the build has no entry chunk');
      for (const file of firstPageChunks(bundle, entry.fileName))
        for (const id of bundle[file]?.moduleIds ?? []) into.add(id);
    },
  };
}

/**
 * Second pass: those modules in one chunk. A phone on a slow network then fetches a handful of files before
 * the sign-in page works instead of thirty (each costs a round trip over HTTP/1.1's six connections); the
 * page's code is the same. Screens that come later find the chunk in the cache. Groups of a higher priority
 * (React, zod) keep their own files.
 */
export function firstPageGroup(modules: ReadonlySet<string>): ChunkGroup {
  return { name: 'first-page', test: (id) => modules.has(id), priority: 1 };
}

/**
 * What the entry itself runs with: the bundler's helper behind its dynamic import. The first-page group would
 * take it in as a dependency of its modules, and the entry would then wait for the whole chunk before running
 * (it holds early submits, app/earlySubmit.ts, as soon as it runs). In a group of a higher priority it stays
 * a file of its own, a few hundred bytes preloaded beside the entry.
 */
export const entryHelperGroup: ChunkGroup = {
  name: 'entry-helper',
  test: (id) => /^\0vite\/preload-helper/.test(id),
  priority: 2,
};
