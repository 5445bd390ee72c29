/**
 * Which fields of a page are a login's (ADR 0040): password inputs, and the username input before one (or a
 * lone username field on the first page of a two-page login). Sign-up and change-password fields are password
 * inputs marked `autocomplete="new-password"`, or a form with two or more password inputs.
 */
const TEXT_TYPES = new Set(['text', 'email', 'tel', '']);
const USERNAME_HINT = /user|login|e-?mail|account|identifier/i;

export function isPasswordField(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'password' && !element.disabled;
}

function isVisibleInput(element: HTMLInputElement): boolean {
  return (
    !element.disabled && !element.readOnly && element.type !== 'hidden' && element.getClientRects().length > 0
  );
}

function scopeOf(field: HTMLInputElement): ParentNode {
  return field.form ?? field.ownerDocument;
}

function inputsOf(scope: ParentNode): HTMLInputElement[] {
  return [...scope.querySelectorAll('input')].filter(isVisibleInput);
}

function looksLikeUsername(input: HTMLInputElement): boolean {
  if (!TEXT_TYPES.has(input.type)) return false;
  const autocomplete = input.autocomplete.toLowerCase();
  if (autocomplete.includes('username') || autocomplete.includes('email')) return true;
  if (input.type === 'email') return true;
  return USERNAME_HINT.test(`${input.name} ${input.id} ${input.getAttribute('aria-label') ?? ''}`);
}

export function isUsernameField(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && isVisibleInput(element) && looksLikeUsername(element);
}

export interface LoginFields {
  username: HTMLInputElement | null;
  passwords: HTMLInputElement[];
  signUp: boolean;
}

/** The login fields around a field: in its form, else in its document. */
export function loginFieldsAround(field: HTMLInputElement): LoginFields {
  const inputs = inputsOf(scopeOf(field));
  const passwords = inputs.filter(isPasswordField);
  const firstPassword = passwords[0];
  const beforePassword = firstPassword ? inputs.slice(0, inputs.indexOf(firstPassword)) : inputs;
  const username =
    [...beforePassword].reverse().find(looksLikeUsername) ??
    [...beforePassword].reverse().find((input) => TEXT_TYPES.has(input.type)) ??
    null;
  const signUp =
    passwords.length >= 2 ||
    passwords.some((input) => input.autocomplete.toLowerCase().includes('new-password'));
  return { username, passwords, signUp };
}

/** Whether a password field takes a new password (sign-up, change-password), not the current one. */
export function takesNewPassword(field: HTMLInputElement, fields: LoginFields): boolean {
  if (field.type !== 'password') return false;
  const autocomplete = field.autocomplete.toLowerCase();
  if (autocomplete.includes('new-password')) return true;
  return fields.signUp && !autocomplete.includes('current-password');
}

/** The password fields a generated password goes into: every one but the current password's. */
export function newPasswordFields(fields: LoginFields): HTMLInputElement[] {
  return fields.passwords.filter((input) => !input.autocomplete.toLowerCase().includes('current-password'));
}

/** A field the inline menu is offered on. */
export function isLoginField(element: Element): element is HTMLInputElement {
  if (isPasswordField(element)) return true;
  if (!isUsernameField(element)) return false;
  const fields = loginFieldsAround(element);
  // A username with a password beside it, or alone on its page (the first page of a two-page login).
  return fields.passwords.length > 0 || fields.username === element;
}

/** The values of a form being submitted: its username and its (new) password. */
export function submittedValues(fields: LoginFields): { username: string; password: string } {
  const filled = fields.passwords.filter((input) => input.value !== '');
  // On a change-password form the new password is the last one typed.
  const password = filled.length > 0 ? (filled[filled.length - 1]?.value ?? '') : '';
  return { username: fields.username?.value.trim() ?? '', password };
}
