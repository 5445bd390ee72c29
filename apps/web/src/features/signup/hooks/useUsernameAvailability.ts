import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { messages, type AppType } from '@guru/shared';
import { checkSignupUsername } from '../api/signupApi';

/** How long the typing pauses before the username is checked. */
export const USERNAME_CHECK_DELAY_MS = 400;

/** A name the server would refuse anyway without asking (empty, or with "@"). */
function checkable(username: string): boolean {
  return username !== '' && !username.includes('@');
}

/**
 * Whether the typed username is taken, asked (with the invite code) once the typing pauses: the
 * message to show beside the field, or null (free, not yet known, or not checkable).
 */
export function useUsernameTaken(app: AppType, code: string, username: string): string | null {
  const typed = username.trim();
  const [settled] = useDebouncedValue(typed, USERNAME_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: ['signup-username', app, code, settled.toLowerCase()],
    queryFn: ({ signal }) => checkSignupUsername(app, code, settled, signal),
    enabled: checkable(settled),
    staleTime: 30_000,
    retry: false,
  });
  if (settled !== typed || !checkable(typed) || !query.data) return null;
  return query.data.available ? null : messages.usernameTaken;
}
