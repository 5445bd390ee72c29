import type { Plugin } from 'vite';
import { earlySubmitScript } from '@guru/shared';

/**
 * Puts the early-submit hold (`earlySubmitScript`) inline at the top of index.html's head, so that it runs
 * before the page's form can be submitted; the server allows exactly this script by its hash.
 */
export function earlySubmitInline(): Plugin {
  return {
    name: 'guru-early-submit-inline',
    transformIndexHtml: () => [{ tag: 'script', children: earlySubmitScript, injectTo: 'head-prepend' }],
  };
}
