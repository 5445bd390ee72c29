import { useCallback } from 'react';
import { messages } from '@guru/shared';
import { copySecret } from '../lib/clipboard';
import { notifyOops, notifySuccess } from '../lib/notify';

/** Copy Password: toast "Copied"; the clipboard is emptied after 30 s if it still holds the value. */
export function useCopyPassword(): (password: string) => void {
  return useCallback((password: string) => {
    if (password === '') return;
    copySecret(password).then(
      () => notifySuccess(messages.passwordsCopied),
      () => notifyOops(messages.passwordsCopyFailed),
    );
  }, []);
}
