import { createContext, useContext } from 'react';
import type { AppType, CurrentUser } from '@guru/shared';

export interface SignedInValue {
  /** The app whose session cookie backs this screen (its x-app-type header is sent). */
  app: AppType;
  user: CurrentUser;
}

export const SignedInContext = createContext<SignedInValue | null>(null);

/** The signed-in user of a guarded screen. */
export function useSignedIn(): SignedInValue {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn must be used inside a session guard');
  return value;
}
