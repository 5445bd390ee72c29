import { readFile } from 'node:fs/promises';
import type { AppContext } from '../../app-context.js';
import { checkChain, type ChainCheck } from './audit-chain.js';
import { recordsOfCsv, recordsOfJson } from './audit-files.js';
import { verifyLiveTrail } from './audit.service.js';

/**
 * `main.ts verify-audit [file] [--partial]` (ADR 0048): checks an export (CSV or JSON) or, without a file, the
 * live trail of every firm, and names the first record that does not fit. A JSON export says itself whether it
 * is the whole trail (its head); a CSV is taken as the whole trail unless `--partial` (a filtered export).
 */
export interface VerifyOutcome {
  ok: boolean;
  lines: string[];
}

function describe(check: ChainCheck, what: string): string {
  if (check.ok)
    return `OK ${what}: ${check.count} records, the chain verifies (last record #${check.lastSeq}).`;
  if (check.reason === 'missing-tail')
    return `FAILED ${what}: the records from #${check.seq} on are missing (the chain's head names a later record).`;
  const why = {
    changed: 'its content does not match its hash',
    'broken-link': 'its previous hash is not the hash of the record before it',
    'out-of-order': 'its number does not follow the record before it (a record removed, added or moved)',
  }[check.reason];
  return `FAILED ${what}: record #${check.seq} (id ${check.id}) does not fit: ${why}.`;
}

export async function verifyAuditFile(path: string, partial: boolean): Promise<VerifyOutcome> {
  const text = await readFile(path, 'utf8');
  let check: ChainCheck;
  if (path.toLowerCase().endsWith('.csv')) {
    check = checkChain(recordsOfCsv(text), { partial });
  } else {
    const { head, records } = recordsOfJson(text);
    const whole = head?.complete === true && head.lastSeq !== null && head.lastHash !== null;
    check = checkChain(records, {
      partial: partial || !whole,
      head: whole ? { lastSeq: head.lastSeq!, lastHash: head.lastHash! } : null,
    });
  }
  return { ok: check.ok, lines: [describe(check, path)] };
}

export async function verifyAuditLive(ctx: AppContext): Promise<VerifyOutcome> {
  const lines: string[] = [];
  let ok = true;
  const firmIds = await ctx.repos.audit.firmIds();
  for (const firmId of firmIds) {
    const result = await verifyLiveTrail(ctx, firmId);
    ok &&= result.ok;
    const firm = `firm ${firmId}`;
    lines.push(
      result.ok
        ? `OK ${firm}: ${result.count} records, the chain verifies.`
        : result.reason === 'missing-tail'
          ? `FAILED ${firm}: the records from #${result.badSeq} on are missing.`
          : `FAILED ${firm}: record #${result.badSeq} does not fit (${result.reason}).`,
    );
  }
  if (firmIds.length === 0) lines.push('No firm has an audit trail yet.');
  return { ok, lines };
}
