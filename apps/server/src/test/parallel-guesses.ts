import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { API_PREFIX } from '@guru/shared';

/** How many guesses a test sends at once, and from how many source addresses. */
export const PARALLEL_GUESSES = 50;
const SOURCE_ADDRESSES = 5;

/**
 * Sends the same POST `PARALLEL_GUESSES` times at once (one session's cookie, or none), spread over
 * several source addresses, and answers every response.
 */
export function postAtOnce(
  app: FastifyInstance,
  path: string,
  payload: object,
  from: { host?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: PARALLEL_GUESSES }, (_, i) =>
      app.inject({
        method: 'POST',
        url: `${API_PREFIX}${path}`,
        remoteAddress: `203.0.113.${(i % SOURCE_ADDRESSES) + 1}`,
        headers: { host: from.host ?? 'localhost', ...(from.cookie ? { cookie: from.cookie } : {}) },
        payload,
      }),
    ),
  );
}

/**
 * While `run` runs: how many guesses of a purpose got past their attempt counters to the check
 * (`admitted`: each reads the subject's open code), and how many were compared with a stored hash
 * (`checks`: fewer when the flow ended the code meanwhile).
 */
export async function countCodeChecks<T>(
  app: FastifyInstance,
  purpose: string,
  run: () => Promise<T>,
): Promise<{ admitted: number; checks: number; result: T }> {
  const reads = vi.spyOn(app.guru.repos.oneTimeCodes, 'latestOpen');
  const compares = vi.spyOn(app.guru.secrets, 'hmacMatches');
  try {
    const result = await run();
    return {
      admitted: reads.mock.calls.filter(([p]) => p === purpose).length,
      checks: compares.mock.calls.filter(([p]) => p === `otp:${purpose}`).length,
      result,
    };
  } finally {
    reads.mockRestore();
    compares.mockRestore();
  }
}

/** The error codes of the answers, with how many times each came. */
export function errorCodeCounts(answers: readonly LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const code =
      answer.statusCode < 300
        ? String(answer.statusCode)
        : String((answer.json() as { error?: { code?: string } }).error?.code ?? answer.statusCode);
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}
