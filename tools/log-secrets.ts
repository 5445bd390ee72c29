/**
 * Finds secrets in a server log: the browser tests record every secret they type or read (passwords, PINs,
 * codes, tokens of e-mailed links, recovery and kit codes) and the e2e teardown searches the run's log for
 * them with `findSecretsInLog`.
 *
 * The rule:
 * - a secret shorter than 4 characters is not searched (nothing tells it from ordinary text);
 * - a secret of 8 characters or more (passwords, tokens, recovery codes) counts wherever it appears, as
 *   typed, URL-encoded or escaped as in a JSON string;
 * - one of 6 or 7 characters (an SMS or authenticator code) counts as a whole word: not touching a letter,
 *   a digit, `-` or `_`, nor inside a decimal number (so "your code is 482913." is a finding, `1482913`,
 *   `req-482913` or `482913.5` is not);
 * - a 4- or 5-character one (a PIN) counts only where it stands as a value of its own: after `=` or `:` (a
 *   query, a form, a JSON field, quoted or not) or as a whole quoted JSON string, and followed by the end of
 *   that value (`&`, `#`, a quote, `,`, `}`, `]`, a space or the end of the line). A PIN inside a longer
 *   number (a timestamp, a duration such as `1234.5`), a name (`req-1234`) or prose does not count;
 * - the numeric fields pino writes of itself (`time`, `pid`, `level`, `remotePort`, `statusCode`,
 *   `responseTime`) are left out first, so a process id equal to a PIN is not a finding;
 * - the start banner's "Demo logins" block (up to its blank line) is skipped: it prints the demo users'
 *   published logins on purpose (README), and only outside production.
 */

export interface RecordedSecret {
  /** What it is: "password", "PIN", "SMS code", "link token"… (said in a finding, never the value). */
  kind: string;
  value: string;
}

export interface LogFinding {
  kind: string;
  /** 1-based line of the log. */
  line: number;
  /** The line, every recorded secret in it masked. */
  masked: string;
}

const minLength = 4;
const wordLength = 6;
const anywhereLength = 8;
const pinoNumericFields = /"(?:time|pid|level|remotePort|statusCode|responseTime)":-?\d+(?:\.\d+)?/g;
const bannerStart = /^Demo logins\b/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The forms a secret takes in a log line: as typed, URL-encoded (query or form), escaped in a JSON string. */
function spellings(value: string): string[] {
  const forms = new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]);
  forms.add(encodeURIComponent(value).replace(/%20/g, '+'));
  return [...forms];
}

/** A matcher of one secret in a line, by the rule above. */
function matcherOf(value: string): RegExp {
  const alternatives = spellings(value).map(escapeRegExp).join('|');
  if (value.length >= anywhereLength) return new RegExp(`(?:${alternatives})`, 'g');
  if (value.length >= wordLength)
    return new RegExp(`(?<![A-Za-z0-9._-])(?:${alternatives})(?![A-Za-z0-9_-]|\\.\\d)`, 'g');
  return new RegExp(`(?<=(?:[=:]\\s*"?)|(?:^|[\\[,\\s])")(?:${alternatives})(?=[&#",}\\]\\s]|$)`, 'g');
}

/** The log's lines that are not the start banner's demo logins, with their 1-based numbers. */
function linesToSearch(log: string): Array<{ number: number; text: string }> {
  const lines = log.split(/\r?\n/);
  const kept: Array<{ number: number; text: string }> = [];
  let inBanner = false;
  lines.forEach((text, index) => {
    if (bannerStart.test(text)) inBanner = true;
    else if (inBanner && text.trim() === '') inBanner = false;
    if (!inBanner) kept.push({ number: index + 1, text });
  });
  return kept;
}

/** Every line of `log` that holds one of `secrets`, by the rule above (one finding per line and kind). */
export function findSecretsInLog(log: string, secrets: readonly RecordedSecret[]): LogFinding[] {
  const unique = new Map<string, RecordedSecret>();
  for (const secret of secrets)
    if (secret.value.length >= minLength && !unique.has(secret.value)) unique.set(secret.value, secret);
  const matchers = [...unique.values()].map((secret) => ({ ...secret, matcher: matcherOf(secret.value) }));
  const findings: LogFinding[] = [];
  for (const { number, text } of linesToSearch(log)) {
    const searched = text.replace(pinoNumericFields, '');
    const hits = matchers.filter(({ matcher }) => {
      matcher.lastIndex = 0;
      return matcher.test(searched);
    });
    if (hits.length === 0) continue;
    let masked = searched;
    for (const hit of hits) masked = masked.replace(matcherOf(hit.value), `[${hit.kind}]`);
    for (const kind of new Set(hits.map((hit) => hit.kind)))
      findings.push({ kind, line: number, masked: masked.slice(0, 400) });
  }
  return findings;
}

/** The findings as a failure message (kinds and masked lines only). */
export function describeFindings(findings: readonly LogFinding[], logName: string): string {
  return [
    `${findings.length} secret(s) found in ${logName}:`,
    ...findings.slice(0, 20).map((finding) => `  ${finding.kind} on line ${finding.line}: ${finding.masked}`),
  ].join('\n');
}
