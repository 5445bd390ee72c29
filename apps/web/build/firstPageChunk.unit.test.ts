import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { entryHelperGroup, firstPageGroup, recordFirstPageModules } from './firstPageChunk';

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  facadeModuleId: moduleIds[0] ?? null,
  isEntry,
});

/** A first pass's output: the entry, the start and sign-in chunks with a shared piece, and a later screen. */
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], ['/app/src/main.tsx'], true),
  'assets/runtime.js': chunk('assets/runtime.js', [], ['\0runtime']),
  'assets/start.js': chunk(
    'assets/start.js',
    ['assets/Group.js', 'assets/runtime.js'],
    ['/app/src/app/start.tsx', '/app/src/app/router.tsx'],
  ),
  'assets/Group.js': chunk('assets/Group.js', [], ['/nm/@mantine/core/Group.mjs']),
  'assets/LoginPage.js': chunk(
    'assets/LoginPage.js',
    ['assets/Group.js'],
    ['/app/src/features/auth/components/LoginPage.tsx'],
  ),
  'assets/Vault.js': chunk('assets/Vault.js', ['assets/Group.js'], ['/app/src/features/passwords/Vault.tsx']),
};

function record(output: object): Set<string> {
  const modules = new Set<string>();
  const plugin = recordFirstPageModules(modules) as Plugin & {
    generateBundle: (options: unknown, output: unknown) => void;
  };
  plugin.generateBundle.call({}, {}, output);
  return modules;
}

describe('the first-page chunk', () => {
  it('records the modules of the chunks the first page loads besides its entry', () => {
    expect([...record(bundle)].sort()).toEqual([
      '/app/src/app/router.tsx',
      '/app/src/app/start.tsx',
      '/app/src/features/auth/components/LoginPage.tsx',
      '/nm/@mantine/core/Group.mjs',
    ]);
  });

  it('groups exactly those modules', () => {
    const group = firstPageGroup(record(bundle));
    expect(group.test('/nm/@mantine/core/Group.mjs')).toBe(true);
    expect(group.test('/app/src/features/passwords/Vault.tsx')).toBe(false);
    expect(group.test('/app/src/main.tsx')).toBe(false);
  });

  it('leaves the entry its own helper, ahead of the first-page group', () => {
    expect(entryHelperGroup.test('\0vite/preload-helper.js')).toBe(true);
    expect(entryHelperGroup.test('/app/src/lib/screenPreload.ts')).toBe(false);
    expect(entryHelperGroup.priority).toBeGreaterThan(firstPageGroup(new Set()).priority);
  });

  it('fails the build when the first pass has no entry', () => {
    const { 'assets/index.js': _entry, ...withoutEntry } = bundle;
    expect(() => record(withoutEntry)).toThrow(/no entry/);
  });
});
