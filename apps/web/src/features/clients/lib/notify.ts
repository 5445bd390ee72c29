import { notifications } from '@mantine/notifications';
import { messages } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';

/** Client Management toasts: the app's green and "Oops!" toasts, and the seeds' bulk failure. */
export const notifyDone = notifySuccess;

/** "Oops!" with the server's message. */
export function notifyFailed(error: unknown): void {
  notifyOops(errorMessage(error));
}

/** The seeds' bulk failure toast: "Some thing wrong", title "Fail!". */
export function notifySomethingWrong(): void {
  notifications.show({
    color: 'red',
    title: messages.clientsFailTitle,
    message: messages.clientsSomethingWrong,
  });
}
