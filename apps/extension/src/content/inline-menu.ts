import { extensionMessages as m } from '@guru/shared';
import type { ListedEntry, MenuAnswer } from '../lib/protocol.js';
import { brandCss, brandMark, createShadowHost, element, placeHost, type ShadowHost } from './shadow-host.js';

export interface MenuChoice {
  entry?: ListedEntry;
  generate?: boolean;
}

const MENU_WIDTH = 300;

/**
 * The inline menu under a login field (ADR 0040): the matching entries, a generated password on a sign-up
 * field, a notice when the vault is locked, and on plain HTTP a question before anything is filled. It is
 * driven by the mouse or from the field itself (arrows, Enter, Escape), so the field keeps the focus.
 */
export class InlineMenu {
  private readonly shadow: ShadowHost;
  private items: { button: HTMLButtonElement; choice: MenuChoice }[] = [];
  private active = -1;
  private confirmedInsecure = false;

  constructor(
    readonly field: HTMLInputElement,
    private readonly answer: MenuAnswer,
    private readonly onChoose: (choice: MenuChoice, insecureConfirmed: boolean) => void,
  ) {
    this.shadow = createShadowHost('password-guru-menu', brandCss);
    // A press in the menu must not take the focus from the field (which would close the menu).
    this.shadow.root.addEventListener('mousedown', (event) => event.preventDefault());
    this.render();
    this.place();
  }

  get host(): HTMLElement {
    return this.shadow.host;
  }

  place(): void {
    const rect = this.field.getBoundingClientRect();
    const left = Math.max(4, Math.min(rect.left, window.innerWidth - MENU_WIDTH - 4));
    placeHost(this.shadow.host, {
      top: rect.bottom + 4,
      left,
      width: Math.min(MENU_WIDTH, window.innerWidth - 8),
    });
  }

  private render(): void {
    const panel = element('div', { class: 'panel', role: 'listbox', 'aria-label': m.menuLabel });
    const brand = element('div', { class: 'brand' }, [brandMark(), m.menuLabel]);
    panel.append(brand);
    this.items = [];
    this.active = -1;
    const answer = this.answer;
    if (answer.state === 'locked') {
      panel.append(element('div', { class: 'note', 'data-guru': 'locked' }, [m.menuLocked]));
    } else if (answer.state === 'open') {
      if (answer.insecure && !this.confirmedInsecure) {
        const fillAnyway = element(
          'button',
          { class: 'primary', type: 'button', 'data-guru': 'fill-anyway' },
          [m.menuFillAnyway],
        );
        fillAnyway.addEventListener('click', () => {
          this.confirmedInsecure = true;
          this.rerender();
        });
        panel.append(
          element('div', { class: 'warn', 'data-guru': 'insecure' }, [m.menuInsecure]),
          element('div', { class: 'actions' }, [fillAnyway]),
        );
      } else {
        for (const entry of answer.entries) this.addItem(panel, { entry }, entry.name, entry.username);
        if (answer.generate) this.addItem(panel, { generate: true }, m.menuGenerate, m.menuGenerateHint);
        if (answer.entries.length === 0 && !answer.generate)
          panel.append(element('div', { class: 'note' }, [m.menuNoMatch]));
      }
    }
    this.shadow.root.append(panel);
  }

  private rerender(): void {
    this.shadow.root.querySelector('.panel')?.remove();
    this.render();
  }

  private addItem(panel: HTMLElement, choice: MenuChoice, title: string, detail: string): void {
    const button = element(
      'button',
      {
        class: 'item',
        type: 'button',
        role: 'option',
        'data-guru': choice.generate ? 'generate' : `entry-${choice.entry?.id ?? ''}`,
      },
      [element('strong', {}, [title]), element('span', {}, [detail])],
    );
    button.addEventListener('click', () => this.onChoose(choice, this.confirmedInsecure));
    this.items.push({ button, choice });
    panel.append(button);
  }

  /** Keys pressed in the field: true when the menu used the key. */
  handleKey(event: KeyboardEvent): boolean {
    if (event.key === 'Escape') {
      this.close();
      return true;
    }
    if (this.items.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.active = (this.active + step + this.items.length) % this.items.length;
      this.items.forEach((item, index) => item.button.classList.toggle('active', index === this.active));
      return true;
    }
    if (event.key === 'Enter' && this.active >= 0) {
      const item = this.items[this.active];
      if (item) this.onChoose(item.choice, this.confirmedInsecure);
      return true;
    }
    return false;
  }

  close(): void {
    this.shadow.remove();
  }
}
