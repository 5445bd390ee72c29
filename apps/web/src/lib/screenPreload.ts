/**
 * A screen's code fetched before the user goes there: the PIN page asks for the screen it opens next
 * while the PIN is typed, so that the vault's code is in the browser when Verify is clicked
 * (docs/ARCHITECTURE.md, "Web delivery"). The router registers how a path's code is loaded; the
 * pages only name the path, never a feature they do not own.
 */
type ScreenLoader = (path: string) => Promise<void>;

let loader: ScreenLoader | null = null;

export function registerScreenLoader(load: ScreenLoader): void {
  loader = load;
}

/** Starts loading the code of the screen at `path` (nothing when no loader is registered); never fails. */
export function preloadScreen(path: string): Promise<void> {
  return loader ? loader(path).catch(() => undefined) : Promise.resolve();
}
