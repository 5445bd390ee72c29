import { extensionMessages as m, formatMessage } from '@guru/shared';
import type { Offer, OfferOutcome } from '../lib/protocol.js';
import { brandCss, brandMark, createShadowHost, element, placeHost, type ShadowHost } from './shadow-host.js';

const PROMPT_WIDTH = 340;
const NOTICE_MS = 4_000;

export interface PromptAnswer {
  accept: boolean;
  name: string;
  folderId: string | null;
}

let current: ShadowHost | null = null;

function openPanel(): { shadow: ShadowHost; panel: HTMLElement } {
  current?.remove();
  const shadow = createShadowHost('password-guru-prompt', brandCss);
  current = shadow;
  const width = Math.min(PROMPT_WIDTH, window.innerWidth - 16);
  placeHost(shadow.host, { top: 12, left: window.innerWidth - width - 12, width });
  const panel = element('div', { class: 'panel', role: 'dialog', 'aria-label': m.menuLabel });
  panel.append(element('div', { class: 'brand' }, [brandMark(), m.menuLabel]));
  shadow.root.append(panel);
  return { shadow, panel };
}

/** A short confirmation at the top of the page (saved, updated), gone by itself. */
export function showNotice(outcome: OfferOutcome): void {
  if (outcome === 'dismissed') {
    current?.remove();
    return;
  }
  const { shadow, panel } = openPanel();
  const text = outcome === 'saved' ? m.saved : m.updated;
  panel.append(element('div', { class: 'note', 'data-guru': `notice-${outcome}` }, [text]));
  setTimeout(() => {
    if (current === shadow) shadow.remove();
  }, NOTICE_MS);
}

export function showFailure(): void {
  const { panel } = openPanel();
  panel.append(element('div', { class: 'warn', 'data-guru': 'failed' }, [m.saveFailed]));
}

/**
 * The save or update prompt after a submitted form (ADR 0040): shown in the page's top frame, answered by the
 * person; the credential is sent (encrypted) only on Save or Update.
 */
export function showOfferPrompt(offer: Offer, onAnswer: (answer: PromptAnswer) => void): void {
  const { panel } = openPanel();
  const title =
    offer.kind === 'update' ? formatMessage(m.updatePromptTitle, { name: offer.name }) : m.savePromptTitle;
  panel.append(element('div', { class: 'note', 'data-guru': `prompt-${offer.kind}` }, [title]));
  const name = element('input', { type: 'text', 'data-guru': 'save-name', 'aria-label': m.saveNameLabel });
  name.value = offer.name;
  const folder = element('select', { 'data-guru': 'save-folder', 'aria-label': m.saveFolderLabel });
  folder.append(element('option', { value: '' }, [m.noFolder]));
  for (const candidate of offer.folders)
    folder.append(element('option', { value: candidate.id }, [candidate.name]));
  if (offer.kind === 'save') {
    panel.append(
      element('label', {}, [m.saveNameLabel]),
      name,
      element('label', {}, [m.saveFolderLabel]),
      folder,
    );
  }
  const accept = element('button', { class: 'primary', type: 'button', 'data-guru': 'accept' }, [
    offer.kind === 'update' ? m.updateButton : m.saveButton,
  ]);
  const decline = element('button', { class: 'secondary', type: 'button', 'data-guru': 'decline' }, [
    m.notNow,
  ]);
  accept.addEventListener('click', () =>
    onAnswer({ accept: true, name: name.value, folderId: folder.value || null }),
  );
  decline.addEventListener('click', () => onAnswer({ accept: false, name: '', folderId: null }));
  panel.append(element('div', { class: 'actions' }, [decline, accept]));
}
