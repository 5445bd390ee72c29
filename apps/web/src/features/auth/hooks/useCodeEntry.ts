import { useRef, useState } from 'react';
import type { CodeInputHandle } from '../../../components/CodeInput';

/**
 * State of a code form (2FA code, TOTP code, PIN): the boxes, the error line, the busy flag.
 * `submit` returns a message to show (the boxes are then cleared), or null when done.
 */
export function useCodeEntry(
  length: number,
  incompleteMessage: string,
  submit: (code: string) => Promise<string | null>,
) {
  const codeInput = useRef<CodeInputHandle>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (): Promise<void> => {
    if (code.length !== length) {
      setError(incompleteMessage);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const failure = await submit(code);
      if (failure !== null) {
        setError(failure);
        codeInput.current?.clear();
      }
    } finally {
      setBusy(false);
    }
  };

  const onCodeChange = (value: string): void => {
    setCode(value);
    if (value !== '') setError(null);
  };

  return { codeInput, error, setError, busy, handleSubmit, onCodeChange };
}
