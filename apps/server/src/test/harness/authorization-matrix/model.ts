import type { AccessLevel } from '../../../http/access-level.js';

/**
 * The authorization matrix's model (http/authorization-matrix.api.test.ts): the kinds of caller, the outcomes
 * a cell may expect, whose data a request names, and the outcome derived from a route's level and its
 * declaration (routes.ts).
 */
export const callerNames = [
  'anonymous',
  /** Client A of firm 1: the victim whose ids fill every request. */
  'clientA',
  /** Client B of the same firm. */
  'clientB',
  /** A second user of client A. */
  'secondUserA',
  /** A third-party user with a Documents Guru share of client A's. */
  'thirdParty',
  /** The advisor of firm 1. */
  'advisorA',
  /** A staff member of firm 1 (ADR 0051): Client Management and documents, no billing, branding or team. */
  'staffA',
  /** The advisor of firm 2. */
  'advisorOther',
  'provider',
  /** Client A signed in (password and code) whose PIN was not entered. */
  'beforePin',
  /** Client A's fully signed-in session sent to firm 2's host. */
  'otherHost',
] as const;
export type CallerName = (typeof callerNames)[number];

/**
 * - `allowed`: not 401/403/404 (nor 5xx);
 * - `refused`: 401, 403 or 404, and the database unchanged;
 * - `unchanged`: any answer but 5xx, and the database unchanged (ids out of the caller's reach are skipped);
 * - `answered`: any answer but 5xx (public routes: their own rules, not the caller, decide);
 * - a number: exactly that status.
 */
export type Outcome = 'allowed' | 'refused' | 'unchanged' | 'answered' | number;

/** Cells whose calls must leave the database as it was. */
export function mustNotWrite(outcome: Outcome): boolean {
  return (
    outcome === 'refused' || outcome === 'unchanged' || outcome === 401 || outcome === 403 || outcome === 404
  );
}

/**
 * Whose data a request names, and so who may reach it:
 * - vault: client A's Password Guru entries and folders (client A only);
 * - space: the shared area of client A's documents (client A, the second user, the firm's advisor);
 * - private: client A's private area (client A and the second user);
 * - shared: an item of client A's shared with the third party (and the space's people);
 * - client: client A as a client of firm 1 (the firm's advisor; client A where the level admits them);
 * - firm: firm 1 or the provider's spare firm (the provider).
 */
export type Victim = 'vault' | 'space' | 'private' | 'shared' | 'client' | 'firm';

const reachOf: Record<Victim, readonly CallerName[]> = {
  vault: ['clientA'],
  space: ['clientA', 'secondUserA', 'advisorA', 'staffA'],
  private: ['clientA', 'secondUserA'],
  shared: ['clientA', 'secondUserA', 'advisorA', 'staffA', 'thirdParty'],
  client: ['clientA', 'advisorA', 'staffA'],
  firm: ['provider'],
};

/** The ids of the world the samples name (built by world.ts). */
export interface MatrixIds {
  firmId: string;
  spareFirmId: string;
  spareAdvisorId: string;
  clientA: string;
  secondUserA: string;
  /** Throwaway items each caller allowed to delete them deletes on its own (client A's, or the firm's). */
  doomed: Record<'clientA' | 'advisorA' | 'staffA', { secondUser: string }> &
    Record<'clientA' | 'secondUserA' | 'advisorA' | 'staffA', { file: string; folder: string }>;
  disabledSecondUser: string;
  doomedClient: string;
  /** The staff member's own throwaway client (the advisor deletes `doomedClient`). */
  doomedClientOfStaff: string;
  disabledClient: string;
  entry: string;
  entryEnvelopes: { summary: string; secret: string };
  doomedEntry: string;
  doomedMultiEntry: string;
  folder: string;
  folderData: string;
  doomedFolder: string;
  privateFile: string;
  sharedFile: string;
  sharedWithThirdParty: string;
  sharedFolder: string;
  unshareFile: string;
  unshareFolder: string;
  thirdPartyEmail: string;
  uploadToPatch: string;
  uploadToDelete: string;
  uploadToHead: string;
  /** Client A's document request (two items), the firm's request template and a link to the shared file (ADR 0047). */
  documentRequest: string;
  documentRequestItem: string;
  requestTemplate: string;
  /** A second template of the firm, the staff member's to delete (the advisor deletes the first). */
  requestTemplateOfStaff: string;
  documentLink: string;
  /** The advisor of firm 1, whose id names the firm's public logo. */
  advisorA: string;
  /** Each client's current authKey (their own salt), for the steps that ask for the current password. */
  authKeys: Partial<Record<CallerName, string>>;
  /** A real PNG (photos, logos). */
  png: Buffer;
}

export interface SampleRequest {
  /** Path parameters (else none are filled: the route has none). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON body (else one generated from the route's body schema), or raw bytes with their type. */
  body?: unknown;
  raw?: { payload: Buffer; contentType: string };
  headers?: Record<string, string>;
}

export interface RouteDeclaration {
  /** Whose data the sample names: callers outside its reach are refused. */
  on?: Victim;
  /** Cells that differ from the derived outcome, each with its reason in a comment. */
  expect?: Partial<Record<CallerName, Outcome>>;
  request?: (ids: MatrixIds, caller: CallerName) => SampleRequest;
  /** Runs after every other route, in this order (it moves on or ends a caller's session). */
  last?: number;
}

export const signedIn: readonly CallerName[] = [
  'clientA',
  'clientB',
  'secondUserA',
  'thirdParty',
  'advisorA',
  'staffA',
  'advisorOther',
  'provider',
];

/** The callers a level lets through, on their own data (no caller of the matrix is at the second-factor stage). */
function admittedBy(level: Exclude<AccessLevel, { access: 'public' }>): readonly CallerName[] {
  switch (level.access) {
    case 'signedIn':
      if (level.stage === 'second_factor') return [];
      return level.stage === 'pin' ? [...signedIn, 'beforePin'] : signedIn;
    case 'appClient':
      return ['clientA', 'clientB', 'secondUserA'];
    case 'advisor':
      // Staff only where the scope admits them (ADR 0051): billing, branding and the team refuse them.
      return level.staff === 'allowed'
        ? ['advisorA', 'staffA', 'advisorOther']
        : ['advisorA', 'advisorOther'];
    case 'documentsUser':
      return ['clientA', 'clientB', 'secondUserA', 'thirdParty', 'advisorA', 'staffA', 'advisorOther'];
    case 'provider':
      return ['provider'];
  }
}

/** The expected outcome of one cell. */
export function expectedOutcome(
  level: AccessLevel,
  declaration: RouteDeclaration,
  caller: CallerName,
): Outcome {
  const override = declaration.expect?.[caller];
  if (override !== undefined) return override;
  if (level.access === 'public') return 'answered';
  const admitted = admittedBy(level).includes(caller);
  const reached = !declaration.on || reachOf[declaration.on].includes(caller);
  return admitted && reached ? 'allowed' : 'refused';
}

export function outcomeMatches(outcome: Outcome, status: number): boolean {
  if (status >= 500) return false;
  const refused = status === 401 || status === 403 || status === 404;
  if (outcome === 'answered' || outcome === 'unchanged') return true;
  if (outcome === 'allowed') return !refused;
  if (outcome === 'refused') return refused;
  return status === outcome;
}
