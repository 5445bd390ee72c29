import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, AppType, apiPathWithId, apiPaths, clientApiPaths } from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../test/test-app.js';
import { signInClient, signInWithTotp } from '../test/sign-in.js';
import { encryptItem, samplePlain, testPasswords } from '../test/fixtures/passwords.js';
import { NoSample, UNDECLARED, sampleAnswers } from '../test/response-samples.js';
import { responseSerializerCompiler, type ResponseSerializerChoice } from './response-serializer.js';

/** The throughput bench's requests (bench/throughput.ts): their answers must be compiled. */
const hotRoutes = [
  `GET ${API_PREFIX}${apiPaths.passwordsMyItems}`,
  `GET ${API_PREFIX}${apiPaths.passwordsItem}`,
  `POST ${API_PREFIX}${apiPaths.passwordsItems}`,
  `PUT ${API_PREFIX}${apiPaths.passwordsItem}`,
  `GET ${API_PREFIX}${clientApiPaths.clientList}`,
];

/**
 * The answers that keep the zod serializer in production, and why: a change here is on purpose (ADR 0024).
 * Unions of objects (the sign-in's second factor, an emergency request's outcome) and records (WebAuthn's
 * options, an audit event's detail) would need a validator to choose a branch, or keep keys unknown to the schema.
 */
const expectedFallbacks = [
  'GET /be/api/audit-trail: value.data.items[].detail: record',
  'GET /pass-api/api/v1/auth/session: value.data.mfa: union of object, object, object',
  'POST /pass-api/api/v1/auth/documentvault/login: value.data.mfa: union of object, object, object',
  'POST /pass-api/api/v1/auth/passkey/second-factor/options: value.data.options: record',
  'POST /pass-api/api/v1/auth/passkey/sign-in/options: value.data.options: record',
  'POST /pass-api/api/v1/auth/passwordapp/login: value.data.mfa: union of object, object, object',
  'POST /pass-api/api/v1/passkeys/options: value.data.options: record',
  'POST /pass-api/api/v1/public/emergency/request: value.data: union of object, object, object',
];

const routeName = (choice: { method: string; url: string }) => `${choice.method} ${choice.url}`;

function zodSerializer(choice: ResponseSerializerChoice): (data: unknown) => string {
  return responseSerializerCompiler('zod')({
    schema: choice.schema,
    method: choice.method,
    url: choice.url,
    httpStatus: choice.status,
  });
}

describe.each(testDialects())('answers written by compiled serializers (production) on %s', (dialect) => {
  let t: TestApp;
  const choices: ResponseSerializerChoice[] = [];
  const compiledFor = (route: string) => choices.find((choice) => routeName(choice) === route)!;

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      {},
      { responseSerializer: 'compiled', onResponseSerializer: (choice) => choices.push(choice) },
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('compiles the hot answers, and keeps the zod serializer only where the list says', () => {
    expect(choices.length).toBeGreaterThan(200);
    for (const route of hotRoutes) expect(compiledFor(route)?.serializer, route).toBe('compiled');
    const fallbacks = choices
      .filter((choice) => choice.serializer === 'zod' && choice.method !== 'HEAD')
      .map((choice) => `${routeName(choice)}: ${choice.reason}`)
      .sort();
    expect(fallbacks).toEqual(expectedFallbacks);
  });

  it('writes, on every compiled route, what the zod serializer writes, without undeclared properties', () => {
    const unsampled: string[] = [];
    let compared = 0;
    for (const choice of choices.filter((c) => c.serializer === 'compiled')) {
      let samples;
      try {
        samples = sampleAnswers(choice.schema as Parameters<typeof sampleAnswers>[0]);
      } catch (error) {
        if (!(error instanceof NoSample)) throw error;
        unsampled.push(`${routeName(choice)}: ${error.message}`);
        continue;
      }
      const zod = zodSerializer(choice);
      for (const answer of [samples.full, samples.sparse]) {
        const written = choice.serialize(answer);
        expect(written, routeName(choice)).toBe(zod(answer));
        expect(written, routeName(choice)).not.toContain(UNDECLARED);
        compared++;
      }
    }
    expect(unsampled).toEqual([]);
    expect(compared).toBe(2 * choices.filter((c) => c.serializer === 'compiled').length);
  });

  it('answers the hot requests with what the zod serializer writes for the same answer', async () => {
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const casey = await createTestUser(t.app, { firmId, username: 'casey' });
    const advisor = await createTestUser(t.app, { firmId, username: 'avery', role: 'advisor' });
    const vault = testPasswords(casey);
    const c = await signInClient(t.app, casey, 'passwordguru');
    const a = await signInWithTotp(t.app, advisor, AppType.password);
    const body = await encryptItem(vault, samplePlain(1));
    const next = await encryptItem(vault, samplePlain(2), null, body.id);
    const item = apiPathWithId(apiPaths.passwordsItem, body.id);
    const answers: [string, Awaited<ReturnType<typeof c.get>>][] = [
      [hotRoutes[2]!, await c.post(apiPaths.passwordsItems, body)],
      [
        hotRoutes[3]!,
        await c.request('PUT', item, { folderId: null, summary: next.summary, secret: next.secret }),
      ],
      [hotRoutes[0]!, await c.get(`${apiPaths.passwordsMyItems}?offset=0&limit=50`)],
      [hotRoutes[1]!, await c.get(item)],
      [hotRoutes[4]!, await a.get(`${clientApiPaths.clientList}?offset=0&limit=10&orderBy=name`)],
    ];
    for (const [route, answer] of answers) {
      expect(answer.statusCode, route).toBe(200);
      expect(zodSerializer(compiledFor(route))(answer.json()), route).toBe(answer.body);
    }
    expect(answers[2]![1].json().data.results).toHaveLength(1);
    expect(answers[4]![1].json().data.results.length).toBeGreaterThan(0);
  });
});
