import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The module that starts the app (src/main.tsx imports it once the page is painted). */
const START_MODULE = /[\\/]app[\\/]start\.tsx$/;
/** The module of the screen most visits start on (the sign-in page of both apps). */
const SIGN_IN_MODULE = /[\\/]features[\\/]auth[\\/]components[\\/]LoginPage\.tsx$/;

export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
}

/** A chunk and the chunks it imports statically, depth first. */
function withStaticImports(
  bundle: Record<string, ChunkLike>,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) withStaticImports(bundle, imported, seen);
  return seen;
}

/**
 * The chunks the first page loads besides the entry `entryFileName` and what it imports: the app's start and
 * the sign-in screen, with the chunks they import.
 */
export function firstPageChunks(bundle: Record<string, ChunkLike>, entryFileName: string): string[] {
  // The chunk a module is in (its own, or one it shares, as the first-page chunk group makes).
  const chunkOf = (module: RegExp) =>
    Object.values(bundle).find(
      (c) =>
        c.type === 'chunk' && [c.facadeModuleId, ...(c.moduleIds ?? [])].some((id) => id && module.test(id)),
    );
  const start = chunkOf(START_MODULE);
  const signIn = chunkOf(SIGN_IN_MODULE);
  if (!start || !signIn) throw new Error('the build has no start or sign-in chunk');
  const entry = withStaticImports(bundle, entryFileName);
  return [...withStaticImports(bundle, signIn.fileName, withStaticImports(bundle, start.fileName))].filter(
    (file) => !entry.has(file),
  );
}

/**
 * Adds `<link rel="modulepreload">` tags to index.html for the app's start and the sign-in page's chunks, so
 * that they load beside the entry instead of after it (the entry imports the start once the page is painted,
 * and the router fetches a lazy route only once started). Chunks the entry already preloads are not repeated.
 * They are fetched at low priority: the page is painted without them (prerendered, or the neutral mark), and
 * the browser gives the stylesheet the connection first.
 */
export function preloadSignIn(): Plugin {
  return {
    name: 'guru-preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle || !ctx.chunk) return [];
        const tags: HtmlTagDescriptor[] = firstPageChunks(bundle, ctx.chunk.fileName).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
          injectTo: 'head',
        }));
        return tags;
      },
    },
  };
}
