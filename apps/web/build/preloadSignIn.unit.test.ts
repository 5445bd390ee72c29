import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { preloadSignIn } from './preloadSignIn';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], '/app/src/main.tsx'),
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/start.js': chunk(
    'assets/start.js',
    ['assets/react.js', 'assets/mantine.js', 'assets/runtime.js'],
    '/app/src/app/start.tsx',
  ),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/mantine.js': chunk('assets/mantine.js', ['assets/react.js']),
  'assets/LoginPage.js': chunk(
    'assets/LoginPage.js',
    ['assets/mantine.js', 'assets/PasswordInput.js'],
    '/app/src/features/auth/components/LoginPage.tsx',
  ),
  'assets/PasswordInput.js': chunk('assets/PasswordInput.js', ['assets/InputBase.js']),
  'assets/InputBase.js': chunk('assets/InputBase.js', ['assets/react.js']),
  'assets/PinPage.js': chunk(
    'assets/PinPage.js',
    ['assets/mantine.js'],
    '/app/src/features/auth/components/PinPage.tsx',
  ),
};

function tagsFor(entry: string): HtmlTagDescriptor[] {
  const hook = preloadSignIn().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const ctx = {
    path: '/index.html',
    filename: 'index.html',
    bundle,
    chunk: bundle[entry as keyof typeof bundle],
  } as unknown as IndexHtmlTransformContext;
  return hook.handler.call({} as never, '<html></html>', ctx) as HtmlTagDescriptor[];
}

describe('preloadSignIn', () => {
  it('preloads the start and sign-in chunks and what they import, not what the entry already loads', () => {
    const hrefs = tagsFor('assets/index.js').map((tag) => tag.attrs?.href);
    expect(hrefs.sort()).toEqual([
      '/assets/InputBase.js',
      '/assets/LoginPage.js',
      '/assets/PasswordInput.js',
      '/assets/mantine.js',
      '/assets/react.js',
      '/assets/start.js',
    ]);
  });

  it('adds low-priority modulepreload links to the head (the page is painted without them)', () => {
    for (const tag of tagsFor('assets/index.js')) {
      expect(tag).toMatchObject({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low' },
        injectTo: 'head',
      });
    }
  });

  it('fails the build when the start or sign-in chunk is missing', () => {
    const { 'assets/start.js': _start, ...withoutStart } = bundle;
    const hook = preloadSignIn().transformIndexHtml as { handler: IndexHtmlTransformHook };
    const ctx = {
      path: '/index.html',
      filename: 'index.html',
      bundle: withoutStart,
      chunk: bundle['assets/index.js'],
    } as unknown as IndexHtmlTransformContext;
    expect(() => hook.handler.call({} as never, '<html></html>', ctx)).toThrow(/start or sign-in chunk/);
  });
});
