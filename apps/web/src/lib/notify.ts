import { notifications } from '@mantine/notifications';
import { messages } from '@guru/shared';

/** Toasts of the whole app: green for done, red "Oops!" for anything that went wrong. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}

export function notifyOops(message: string): void {
  notifications.show({ color: 'red', title: messages.oops, message });
}

/** Removes every toast (old error toasts once a step has succeeded). */
export function clearToasts(): void {
  notifications.clean();
}
