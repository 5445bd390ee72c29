import { vaultFieldLimits } from '@guru/shared';

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
 * After `delayMs`, empties the clipboard if it still holds `secret`. When the clipboard cannot be
 * read (no permission), it is emptied anyway: a password left behind is the greater harm.
 */
function scheduleClear(secret: string, delayMs: number): void {
  const previous = pendingClears.get(secret);
  if (previous !== undefined) window.clearTimeout(previous);
  const timer = window.setTimeout(() => {
    pendingClears.delete(secret);
    void (async () => {
      let current: string | null;
      try {
        current = navigator.clipboard?.readText ? await navigator.clipboard.readText() : null;
      } catch {
        current = null;
      }
      if (current === null || current === secret) await writeClipboard('').catch(() => undefined);
    })();
  }, delayMs);
  pendingClears.set(secret, timer);
}

/** Copies a password and clears it from the clipboard after 30 s (if it is still there). */
export async function copySecret(secret: string, clearAfterMs: number = vaultFieldLimits.clipboardClearMs): Promise<void> {
  await writeClipboard(secret);
  scheduleClear(secret, clearAfterMs);
}
