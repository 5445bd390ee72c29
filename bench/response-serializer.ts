/**
 * Writing the hot answers: the zod serializer (the response schema checks the answer, then JSON.stringify;
 * development and tests) against the serializer compiled from the same schema (production, ADR 0024), in this
 * process, on the throughput bench's answers: the first page of 50 entries (≈ 38 KB), one entry, the advisor's
 * page of 10 clients. Both are the server's own compilers (http/response-serializer.ts), called as Fastify calls
 * them. Each is run for BENCH_SERIALIZER_MS (1,000) ms per answer after a warm-up, in alternation, three times.
 *
 * Target (reported, not asserted): the compiled serializer at least 2 × faster on the list of 50 entries.
 *
 *   npx tsx bench/response-serializer.ts          (npm run bench -- response-serializer)
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  clientListSchema,
  dataEnvelope,
  passwordsItemList,
  passwordsItemSchema,
  type Envelope,
} from '@guru/shared';
import { responseSerializerCompiler } from '../apps/server/src/http/response-serializer.js';
import { positiveInt } from './lib/bench-env.js';

const RUN_MS = positiveInt('BENCH_SERIALIZER_MS', 1000);
const ROUNDS = 3;
const TARGET_SPEEDUP = 2;

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const b64url = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');
/** An envelope of the size the browser makes for a summary (≈ 500 B) or a secret. */
const envelope = (bytes: number) => `v1.${b64url(12)}.${b64url(bytes)}` as Envelope;

function entry() {
  return {
    id: crypto.randomUUID(),
    folderId: Math.random() < 0.5 ? null : crypto.randomUUID(),
    summary: envelope(380),
    secret: envelope(180),
    updatedAt: new Date().toISOString(),
  };
}

function client(index: number) {
  return {
    id: crypto.randomUUID(),
    firstName: `Client ${index}`,
    lastName: 'O’Brien-Émile',
    fullName: `Client ${index} O’Brien-Émile`,
    email: `client${index}@example.com`,
    createdAt: new Date().toISOString(),
    lastLogged: index % 2 ? null : new Date().toISOString(),
    status: 'Active',
    enableFANotification: true,
    roleId: 3,
    negOwnerId: null,
  };
}

const answers = [
  {
    name: 'list of 50 entries',
    schema: dataEnvelope(passwordsItemList),
    data: { data: { results: Array.from({ length: 50 }, entry), total: 200 } },
  },
  { name: 'one entry', schema: dataEnvelope(passwordsItemSchema), data: { data: entry() } },
  {
    name: 'advisor’s 10 clients',
    schema: dataEnvelope(clientListSchema),
    data: {
      data: { results: Array.from({ length: 10 }, (_, i) => client(i)), total: 200, hasDisabled: false },
    },
  },
];

function opsPerSecond(serialize: (data: unknown) => string, data: unknown): number {
  let ops = 0;
  let sink = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < RUN_MS) {
    // Fastify takes the answer's byte length, which flattens a string built by concatenation as the write would.
    for (let i = 0; i < 50; i++) sink += Buffer.byteLength(serialize(data));
    ops += 50;
    elapsed = performance.now() - started;
  }
  if (sink === 0) throw new Error('nothing written');
  return (ops * 1000) / elapsed;
}

let met = true;
for (const answer of answers) {
  const route = { schema: answer.schema, method: 'GET', url: '/bench', httpStatus: '200' };
  const zod = responseSerializerCompiler('zod')(route);
  const compiled = responseSerializerCompiler('compiled')(route);
  if (JSON.parse(compiled(answer.data)) === null || compiled(answer.data) !== zod(answer.data)) {
    throw new Error(`${answer.name}: the two serializers disagree`);
  }
  opsPerSecond(zod, answer.data);
  opsPerSecond(compiled, answer.data);
  const zodRates: number[] = [];
  const compiledRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    zodRates.push(opsPerSecond(zod, answer.data));
    compiledRates.push(opsPerSecond(compiled, answer.data));
  }
  const best = (rates: number[]) => Math.max(...rates);
  const speedup = best(compiledRates) / best(zodRates);
  const bytes = zod(answer.data).length;
  const perCall = (rate: number) => `${(1e6 / rate).toFixed(1)} µs`;
  if (answer === answers[0] && speedup < TARGET_SPEEDUP) met = false;
  console.log(
    `response-serializer bench: ${answer.name} (${bytes.toLocaleString('en')} B): zod ${perCall(best(zodRates))}, ` +
      `compiled ${perCall(best(compiledRates))} per answer, ${speedup.toFixed(1)} × faster` +
      `${answer === answers[0] ? ` (target ≥ ${TARGET_SPEEDUP} ×): ${speedup >= TARGET_SPEEDUP ? 'ok' : 'FAIL'}` : ''}; ` +
      `load average ${loadAverage()}`,
  );
}
if (!met) console.log('response-serializer bench: target missed');
