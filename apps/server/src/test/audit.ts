import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { checkChain } from '../modules/audit/audit-chain.js';
import { recordOfRow } from '../modules/audit/audit.repository.js';

/** A firm's trail in chain order, as the repository reads it. */
export async function trailOf(app: FastifyInstance, firmId: string) {
  const rows = await app.guru.db.kysely
    .selectFrom('audit_events')
    .selectAll()
    .where('firm_id', '=', firmId)
    .orderBy('seq')
    .execute();
  return rows.map(recordOfRow);
}

/** The trail's records of one kind, after the chain was checked whole. */
export async function trailEvents(app: FastifyInstance, firmId: string, kind?: string) {
  const records = await trailOf(app, firmId);
  const head = await app.guru.repos.audit.head(firmId);
  expect(checkChain(records, { head })).toMatchObject({ ok: true });
  return kind ? records.filter((r) => r.kind === kind) : records;
}

/** Every cell of every trail row of every firm, as one text (the canary checks search it). */
export async function everyTrailCell(app: FastifyInstance): Promise<string> {
  const rows = await app.guru.db.kysely.selectFrom('audit_events').selectAll().execute();
  return JSON.stringify(rows);
}
