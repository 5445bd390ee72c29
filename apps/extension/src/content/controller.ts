import { send } from './send.js';
import { setFieldValue } from './fill.js';
import {
  isLoginField,
  loginFieldsAround,
  newPasswordFields,
  submittedValues,
  takesNewPassword,
  type LoginFields,
} from './fields.js';
import { InlineMenu, type MenuChoice } from './inline-menu.js';
import { showFailure, showNotice, showOfferPrompt } from './prompt.js';
import type { Offer } from '../lib/protocol.js';

const SUBMIT_REPEAT_MS = 2_000;
const SUBMIT_WORDS = /sign|log|next|continue|submit|register|create|save|change|update/i;

/**
 * The content script of every frame (ADR 0040): the inline menu on a focused login field (a form rendered
 * late is met when its field is focused, or at once when it appears already focused), the fill, the
 * generated password, and the submitted form's save or update prompt.
 */
export class PageController {
  private menu: InlineMenu | null = null;
  private asking: HTMLInputElement | null = null;
  private lastSubmit = { key: '', at: 0 };

  start(): void {
    document.addEventListener('focusin', (event) => this.onFocus(event.composedPath()[0]), true);
    document.addEventListener('click', (event) => this.onClick(event), true);
    document.addEventListener('keydown', (event) => this.onKey(event), true);
    document.addEventListener('submit', (event) => this.onSubmitEvent(event), true);
    window.addEventListener('scroll', () => this.menu?.place(), true);
    window.addEventListener('resize', () => this.menu?.place());
    // A single-page app's form rendered after load, with its field focused by script (autofocus).
    new MutationObserver(() => this.onMutation()).observe(document.documentElement, {
      childList: true,
      subtree: true,
    });
    if (window === window.top) void this.askForOffer();
    const focused = document.activeElement;
    if (focused) this.onFocus(focused);
  }

  private onMutation(): void {
    const focused = document.activeElement;
    if (focused && focused !== this.menu?.field && focused !== this.asking) this.onFocus(focused);
  }

  private onFocus(target: EventTarget | undefined): void {
    if (!(target instanceof HTMLInputElement) || !isLoginField(target)) {
      if (target !== this.menu?.field) this.closeMenu();
      return;
    }
    if (this.menu?.field === target) return;
    void this.openMenu(target);
  }

  private async openMenu(field: HTMLInputElement): Promise<void> {
    this.closeMenu();
    this.asking = field;
    const fields = loginFieldsAround(field);
    const signUp = takesNewPassword(field, fields);
    const answer = await send({ type: 'menu', signUp });
    if (this.asking !== field) return;
    this.asking = null;
    if (!answer || answer.state === 'none' || document.activeElement !== field) return;
    this.menu = new InlineMenu(
      field,
      answer,
      (choice, insecureConfirmed) => void this.choose(field, choice, insecureConfirmed),
    );
    field.addEventListener('blur', () => this.closeMenu(), { once: true });
  }

  private closeMenu(): void {
    this.menu?.close();
    this.menu = null;
  }

  private async choose(
    field: HTMLInputElement,
    choice: MenuChoice,
    insecureConfirmed: boolean,
  ): Promise<void> {
    const fields = loginFieldsAround(field);
    this.closeMenu();
    if (choice.generate) {
      const generated = await send({ type: 'generate' });
      if (!generated) return;
      for (const input of newPasswordFields(fields)) setFieldValue(input, generated.password);
      field.focus();
      return;
    }
    if (!choice.entry) return;
    const credential = await send({ type: 'fill', id: choice.entry.id, insecureConfirmed });
    if (!credential) return;
    if (fields.username) setFieldValue(fields.username, credential.username);
    const password = fields.passwords[0];
    if (password) setFieldValue(password, credential.password);
    else if (field !== fields.username) setFieldValue(field, credential.username);
    field.focus();
  }

  private onKey(event: KeyboardEvent): void {
    const target = event.composedPath()[0];
    if (this.menu && target === this.menu.field && this.menu.handleKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key === 'Enter' && target instanceof HTMLInputElement && isLoginField(target)) {
      this.submitted(loginFieldsAround(target));
    }
  }

  private onClick(event: MouseEvent): void {
    const target = event.composedPath()[0];
    if (target instanceof HTMLInputElement && isLoginField(target) && !this.menu) {
      void this.openMenu(target);
      return;
    }
    const button = target instanceof Element ? target.closest('button, input[type="submit"]') : null;
    if (!button) return;
    const field = this.fieldNear(button);
    if (!field) return;
    const isSubmit = button.getAttribute('type') === 'submit' || SUBMIT_WORDS.test(button.textContent ?? '');
    if (isSubmit) this.submitted(loginFieldsAround(field));
  }

  private onSubmitEvent(event: Event): void {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const field = [...form.querySelectorAll('input')].find(isLoginField);
    if (field) this.submitted(loginFieldsAround(field));
  }

  /** The login field of a button's form, else of its page. */
  private fieldNear(button: Element): HTMLInputElement | null {
    const scope: ParentNode = button.closest('form') ?? document;
    return [...scope.querySelectorAll('input')].find(isLoginField) ?? null;
  }

  private submitted(fields: LoginFields): void {
    const values = submittedValues(fields);
    if (values.username === '' && values.password === '') return;
    const key = `${values.username}\n${values.password}`;
    const now = Date.now();
    if (this.lastSubmit.key === key && now - this.lastSubmit.at < SUBMIT_REPEAT_MS) return;
    this.lastSubmit = { key, at: now };
    void send({ type: 'submitted', ...values }).then((answer) => {
      if (!answer) return;
      if (window !== window.top) return;
      if ('outcome' in answer) showNotice(answer.outcome);
      else this.prompt(answer);
    });
  }

  private async askForOffer(): Promise<void> {
    const offer = await send({ type: 'offer' });
    if (!offer) return;
    if ('outcome' in offer) showNotice(offer.outcome);
    else this.prompt(offer);
  }

  private prompt(offer: Offer): void {
    showOfferPrompt(offer, (answer) => {
      void send({ type: 'answerOffer', offerId: offer.id, ...answer }).then((result) => {
        if (result) showNotice(result.outcome);
        else showFailure();
      });
    });
  }
}
