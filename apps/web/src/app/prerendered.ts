import { appRoutes, appTypes, escapeHtml } from '@guru/shared';
import { documentTitleFor } from '../lib/branding';

/**
 * Pages rendered to HTML at build time (build/prerender.ts) and hydrated in the browser: the sign-in pages of
 * both apps, where most visits start. They show before any script has run (docs/ARCHITECTURE.md, "Web delivery").
 */
export const prerenderedPaths: readonly string[] = appTypes.map((app) => appRoutes(app).login);

/** The attribute of #root on a prerendered page: the path it was rendered for. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * index.html marks what the app replaces in #root (the neutral mark shown while the code loads); the
 * formatter may indent the marks, and the whitespace around them goes with them.
 */
const PLACEHOLDER = /<div id="root">\s*<!--placeholder-->[\s\S]*?<!--\/placeholder-->\s*<\/div>/;

/** index.html's title, which the app sets per page once it runs (RootLayout). */
const TITLE = /<title>[^<]*<\/title>/;

/** index.html with the page prerendered for `path` in place of the placeholder, and that page's title. */
export function withPrerenderedPage(indexHtml: string, path: string, markup: string): string {
  if (!PLACEHOLDER.test(indexHtml)) throw new Error('index.html has no placeholder in #root');
  return indexHtml
    .replace(TITLE, () => `<title>${escapeHtml(documentTitleFor(path))}</title>`)
    .replace(PLACEHOLDER, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>`);
}

/**
 * Whether #root holds the page prerendered for this address as it is first shown. A page reached with state
 * (a notice after signing out, a name filled in) differs from it: it is rendered anew instead.
 */
export function isPrerenderedPage(root: HTMLElement): boolean {
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) !== window.location.pathname) return false;
  const state = window.history.state as { usr?: unknown } | null;
  return state?.usr === undefined || state.usr === null;
}
