import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { fetchSubdomainAvailability } from '../api/firmSignupApi';
import { subdomainProblem } from '../lib/subdomain';

export type SubdomainCheck =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'available' }
  /** The server's message: invalid, reserved or taken. */
  | { kind: 'unavailable'; message: string };

/**
 * Asks the server whether a subdomain is free, 400 ms after the typing stops; only for one that passes
 * the shared rules. One that does not is refused with the rules' message (the server's own) once the
 * typing stops, so "demo" says it is reserved while the box still has the focus.
 */
export function useSubdomainAvailability(subdomain: string): SubdomainCheck {
  const [settled] = useDebouncedValue(subdomain, 400);
  const checkable = settled !== '' && subdomainProblem(settled) === null;
  const query = useQuery({
    queryKey: ['subdomain-availability', settled],
    queryFn: ({ signal }) => fetchSubdomainAvailability(settled, signal),
    enabled: checkable,
    staleTime: 30_000,
    retry: false,
  });
  if (subdomain === '') return { kind: 'idle' };
  const ruleProblem = subdomainProblem(subdomain);
  if (ruleProblem !== null)
    return settled === subdomain ? { kind: 'unavailable', message: ruleProblem } : { kind: 'idle' };
  if (settled !== subdomain || query.isPending) return { kind: 'checking' };
  if (query.isError || !query.data) return { kind: 'idle' };
  return query.data.available
    ? { kind: 'available' }
    : { kind: 'unavailable', message: query.data.message ?? '' };
}
