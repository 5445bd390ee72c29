import { AppType, appRoutes, extensionMessages as m, formatMessage, messages } from '@guru/shared';
import { browser } from 'wxt/browser';
import { element } from '../../lib/dom.js';
import type { Answer, ListedEntry, PopupRequest, SessionView } from '../../lib/protocol.js';

const root = document.getElementById('app')!;
let view: SessionView | null = null;

async function ask<T>(request: PopupRequest): Promise<T> {
  const answer = (await browser.runtime.sendMessage(request)) as Answer<T> | undefined;
  if (!answer) throw new Error(messages.internal);
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

/** The firm's logo (its public image), or the suite's icon when it has none or it does not load. */
function logo(): HTMLImageElement {
  const fallback = '/icon/128.png';
  const source = view?.firm?.logoUrl ? new URL(view.firm.logoUrl, view.firm.origin).href : fallback;
  const image = element('img', { src: source, alt: '' });
  image.addEventListener('error', () => {
    if (image.getAttribute('src') !== fallback) image.src = fallback;
  });
  return image;
}

function header(): HTMLElement {
  const titles = element('div', { class: 'titles' }, [element('div', { class: 'product' }, [m.name])]);
  if (view?.firm)
    titles.append(element('div', { class: 'firm', 'data-testid': 'firm-name' }, [view.firm.name]));
  return element('header', {}, [logo(), titles]);
}

/** A form of one step: its fields, a primary button, an error line; `submit` returns when done. */
function stepForm(
  title: string,
  intro: string | null,
  fields: { label: string; input: HTMLInputElement }[],
  buttonText: string,
  submit: () => Promise<void>,
  extra: HTMLElement[] = [],
): HTMLElement {
  const error = element('p', { class: 'error', role: 'alert' });
  error.hidden = true;
  const button = element('button', { class: 'primary', type: 'submit' }, [buttonText]);
  const form = element('form', { novalidate: '' }, [element('h1', {}, [title])]);
  if (intro) form.append(element('p', {}, [intro]));
  for (const { label, input } of fields) {
    const id = `field-${label.replace(/\W+/g, '-').toLowerCase()}`;
    input.id = id;
    form.append(element('label', { for: id }, [label]), input);
  }
  form.append(button, error, ...extra);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    error.hidden = true;
    submit()
      .then(refresh)
      .catch((failure: unknown) => {
        error.textContent = failure instanceof Error ? failure.message : messages.internal;
        error.hidden = false;
        button.disabled = false;
      });
  });
  queueMicrotask(() => fields[0]?.input.focus());
  return element('section', {}, [form]);
}

function input(type: string, attributes: Record<string, string> = {}): HTMLInputElement {
  return element('input', { type, ...attributes });
}

function linkButton(text: string, action: () => Promise<unknown>): HTMLButtonElement {
  const button = element('button', { class: 'link', type: 'button' }, [text]);
  button.addEventListener('click', () => void action().then(refresh));
  return button;
}

function firmStep(): HTMLElement {
  const address = input('text', { autocomplete: 'url', placeholder: 'yourfirm.example.com' });
  return stepForm(
    m.firmAddressTitle,
    m.firmAddressHint,
    [{ label: m.firmAddressLabel, input: address }],
    m.continue,
    () => ask({ type: 'chooseFirm', address: address.value }),
  );
}

function passwordStep(): HTMLElement {
  const username = input('text', { autocomplete: 'username' });
  const password = input('password', { autocomplete: 'current-password' });
  return stepForm(
    messages.signInPasswordApp,
    null,
    [
      { label: messages.usernameLabel, input: username },
      { label: messages.passwordLabel, input: password },
    ],
    messages.signInButton,
    () => ask({ type: 'signIn', username: username.value.trim(), password: password.value }),
    [linkButton(m.changeFirm, () => ask({ type: 'changeFirm' }))],
  );
}

function codeStep(): HTMLElement {
  const mfa = view?.mfa;
  const code = input('text', { inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: '6' });
  const intro =
    mfa?.method === 'sms'
      ? formatMessage(m.smsCodeIntro, { phone: mfa.phoneHint })
      : mfa?.method === 'totp' && mfa.enrolment
        ? m.totpNotEnrolled
        : m.totpCodeIntro;
  return stepForm(
    messages.twoFactorTitle,
    intro,
    [{ label: m.codeLabel, input: code }],
    messages.signInButton,
    () => ask({ type: 'verifyCode', code: code.value.trim() }),
    [linkButton(messages.logOut, () => ask({ type: 'signOut' }))],
  );
}

function pinStep(): HTMLElement {
  const pin = input('password', { inputmode: 'numeric', autocomplete: 'off', maxlength: '4' });
  return stepForm(
    view?.fullName ? m.lockedTitle : messages.pinTitle,
    m.pinIntro,
    [{ label: m.pinLabel, input: pin }],
    messages.verify,
    () => ask({ type: 'unlock', pin: pin.value.trim() }),
    [linkButton(m.signOut, () => ask({ type: 'signOut' }))],
  );
}

function vaultPasswordStep(): HTMLElement {
  const password = input('password', { autocomplete: 'current-password' });
  return stepForm(
    messages.pinTitle,
    null,
    [{ label: messages.passwordLabel, input: password }],
    messages.verify,
    () => ask({ type: 'vaultPassword', password: password.value }),
  );
}

function status(text: string): void {
  const line = document.querySelector('.status');
  if (line) line.textContent = text;
}

async function copy(entry: ListedEntry, field: 'username' | 'password'): Promise<void> {
  const copied = await ask<{ text: string; seconds: number } | null>({ type: 'copy', id: entry.id, field });
  if (!copied) return;
  await navigator.clipboard.writeText(copied.text);
  await ask({ type: 'clipboardCopied' });
  status(formatMessage(m.copied, { seconds: copied.seconds }));
}

function entryRow(entry: ListedEntry): HTMLElement {
  const button = (text: string, action: () => Promise<void>) => {
    const node = element('button', { type: 'button' }, [text]);
    node.addEventListener('click', () => void action().catch(() => status(messages.internal)));
    return node;
  };
  const row = element('div', { class: 'row' }, [
    button(m.copyUsername, () => copy(entry, 'username')),
    button(m.copyPassword, () => copy(entry, 'password')),
  ]);
  const url = websiteUrl(entry.website);
  if (url) row.append(button(m.openWebsite, async () => void (await browser.tabs.create({ url }))));
  return element('li', { 'data-testid': 'entry' }, [
    element('div', { class: 'name' }, [entry.name]),
    element('div', { class: 'user' }, [entry.username]),
    row,
  ]);
}

/** Only web addresses are opened (an entry's website could hold any text). */
function websiteUrl(website: string): string | null {
  const text = website.trim();
  if (text === '') return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function vaultScreen(): HTMLElement {
  const search = input('search', { 'aria-label': m.searchLabel, placeholder: m.searchLabel });
  const list = element('ul', { 'aria-label': m.searchLabel });
  const showResults = async () => {
    const entries = await ask<ListedEntry[]>({ type: 'search', query: search.value });
    if (entries.length === 0) list.replaceChildren(element('li', {}, [m.noEntries]));
    else list.replaceChildren(...entries.map(entryRow));
  };
  search.addEventListener('input', () => void showResults());
  void showResults();
  queueMicrotask(() => search.focus());

  const toolbarButton = (text: string, action: () => Promise<unknown>) => {
    const node = element('button', { type: 'button' }, [text]);
    node.addEventListener('click', () => void action().then(refresh));
    return node;
  };
  const firmOrigin = view?.firm?.origin ?? '';
  const toolbar = element('div', { class: 'toolbar' }, [
    toolbarButton(m.openWebVault, () =>
      browser.tabs.create({ url: new URL(appRoutes(AppType.password).login, firmOrigin).href }),
    ),
    toolbarButton(m.lock, () => ask({ type: 'lock' })),
    toolbarButton(m.signOut, () => ask({ type: 'signOut' })),
  ]);
  const seconds = input('number', { min: '5', max: '600', value: String(view?.clipboardSeconds ?? 30) });
  seconds.id = 'clipboard-seconds';
  seconds.addEventListener(
    'change',
    () => void ask({ type: 'setClipboardSeconds', seconds: Number(seconds.value) }),
  );
  const settings = element('div', { class: 'settings' }, [
    element('label', { for: 'clipboard-seconds' }, [m.clipboardSecondsLabel]),
    seconds,
  ]);
  return element('div', {}, [
    toolbar,
    element('div', { class: 'search' }, [search]),
    element('p', { class: 'status', role: 'status' }),
    list,
    settings,
  ]);
}

const screens: Record<SessionView['stage'], () => HTMLElement> = {
  firm: firmStep,
  password: passwordStep,
  secondFactor: codeStep,
  pin: pinStep,
  vaultPassword: vaultPasswordStep,
  unlocked: vaultScreen,
};

async function refresh(): Promise<void> {
  root.replaceChildren(element('section', {}, [element('p', {}, [m.loading])]));
  try {
    view = await ask<SessionView>({ type: 'view' });
  } catch {
    view = null;
    root.replaceChildren(
      header(),
      element('section', {}, [element('p', { class: 'error' }, [messages.internal])]),
    );
    return;
  }
  root.replaceChildren(header(), screens[view.stage]());
}

void refresh();
