import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PasswordDetailState } from '../lib/passwordsRoutes';

function pinConfirmedFor(state: unknown): string | undefined {
  return (state as PasswordDetailState | null)?.pinConfirmedFor;
}

/**
 * True when the dashboard has just confirmed the PIN for entry `id` (router state). The mark is
 * used once: the history entry's state is replaced at once, so Back / Forward or a reload cannot
 * open the password again without the PIN.
 */
export function usePinConfirmedState(id: string): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [confirmed] = useState(() => pinConfirmedFor(location.state) === id);
  const marked = pinConfirmedFor(location.state) !== undefined;

  useEffect(() => {
    if (!marked) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [marked, location, navigate]);

  return confirmed;
}
