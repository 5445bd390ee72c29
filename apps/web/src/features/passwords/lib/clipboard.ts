import { passwordsFieldLimits } from '@guru/shared';

/** Copies text; falls back to a hidden textarea where the async clipboard is missing (non-HTTPS). */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

const pendingClears = new Map<string, number>();

/**
 * True only when reading the clipboard is already allowed: readText() would otherwise make the
 * browser ask the user for a permission (Chrome), long after they copied.
 */
async function mayReadClipboard(): Promise<boolean> {
  if (!navigator.clipboard?.readText || !navigator.permissions?.query) return false;
  try {
    const status = await navigator.permissions.query({ name: 'clipboard-read' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false; // the browser does not know this permission (Firefox, Safari)
  }
}

/** After the delay: empty the clipboard if it still holds `secret`, or, when that cannot be read, if the page still has the focus. */
async function clearIfStillThere(secret: string): Promise<void> {
  if (await mayReadClipboard()) {
    try {
      const current = await navigator.clipboard.readText();
      if (current === secret) await writeClipboard('');
      return;
    } catch {
      // fall through: decide by the focus
    }
  }
  // Without reading we cannot know what the clipboard holds; emptying it while the user works in
  // another window could wipe what they copied there, so only a focused page clears it.
  if (document.hasFocus()) await writeClipboard('');
}

/** After `delayMs`, empties the clipboard (see clearIfStillThere); a new copy of the same secret restarts the wait. */
function scheduleClear(secret: string, delayMs: number): void {
  const previous = pendingClears.get(secret);
  if (previous !== undefined) window.clearTimeout(previous);
  const timer = window.setTimeout(() => {
    pendingClears.delete(secret);
    void clearIfStillThere(secret).catch(() => undefined);
  }, delayMs);
  pendingClears.set(secret, timer);
}

/** Copies a password and clears it from the clipboard after 30 s (if it is still there). */
export async function copySecret(
  secret: string,
  clearAfterMs: number = passwordsFieldLimits.clipboardClearMs,
): Promise<void> {
  await writeClipboard(secret);
  scheduleClear(secret, clearAfterMs);
}
