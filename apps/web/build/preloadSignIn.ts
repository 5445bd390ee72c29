import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The module of the screen most visits start on (the sign-in page of both apps). */
const SIGN_IN_MODULE = /[\\/]features[\\/]auth[\\/]components[\\/]LoginPage\.tsx$/;

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** A chunk and the chunks it imports statically, depth first. */
function withStaticImports(bundle: Record<string, ChunkLike>, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) withStaticImports(bundle, imported, seen);
  return seen;
}

/**
 * Adds `<link rel="modulepreload">` tags for the sign-in page's own chunks to index.html, so that they load
 * beside the entry instead of after it (the router fetches a lazy route only once the entry has run). Chunks
 * the entry already preloads are not repeated.
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
        const signIn = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId && SIGN_IN_MODULE.test(c.facadeModuleId));
        if (!signIn) return [];
        const entry = withStaticImports(bundle, ctx.chunk.fileName);
        const tags: HtmlTagDescriptor[] = [...withStaticImports(bundle, signIn.fileName)]
          .filter((file) => !entry.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
        return tags;
      },
    },
  };
}
