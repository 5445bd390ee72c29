import { notifications } from '@mantine/notifications';
import { messages } from '@guru/shared';

/** Toasts of the whole app: green for done, red "Oops!" for anything that went wrong. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}

export function notifyOops(message: string): void {
  notifications.show({ color: 'red', title: messages.oops, message });
}

/** The one "A new code has been sent" toast of a code page: a second resend replaces it. */
const CODE_RESENT_TOAST_ID = 'code-resent';

/** Says a new code was sent; the toast belongs to the code page and goes with it (hideCodeResent). */
export function notifyCodeResent(message: string): void {
  notifications.show({ id: CODE_RESENT_TOAST_ID, color: 'teal', message });
}

/** The code page is left (its code was accepted, say): its "new code" toast no longer applies. */
export function hideCodeResent(): void {
  notifications.hide(CODE_RESENT_TOAST_ID);
}

/** Removes every toast (old error toasts once a step has succeeded). */
export function clearToasts(): void {
  notifications.clean();
}
