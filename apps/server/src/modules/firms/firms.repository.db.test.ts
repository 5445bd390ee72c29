import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestDb, testDialects, type TestDb } from '../../test/databases.js';
import { FirmLookupCache } from './firm-lookup-cache.js';
import { FirmsRepository } from './firms.repository.js';

describe.each(testDialects())('the firm of a host, kept a moment (%s)', (dialect) => {
  let test: TestDb;
  let now = 0;
  /** Two processes of one database: each its own repository and cache. */
  let here: FirmsRepository;
  let there: FirmsRepository;

  beforeAll(async () => {
    test = await createMigratedTestDb(dialect);
    here = new FirmsRepository(test.db.kysely, new FirmLookupCache(2_000, 100, () => now));
    there = new FirmsRepository(test.db.kysely, new FirmLookupCache(2_000, 100, () => now));
    await here.insert({
      id: 'firm-acme',
      name: 'Acme',
      subdomain: 'acme',
      created_at: new Date().toISOString(),
      sender_verified: 0,
    });
  });
  afterAll(() => test.drop());

  it("shows this process's writes at once and another's within the time it is kept", async () => {
    expect((await here.findBySubdomain('acme'))?.name).toBe('Acme');
    expect((await there.findBySubdomain('acme'))?.name).toBe('Acme');

    await here.rename('firm-acme', 'Acme Partners');
    await here.setRequirePasskeys('firm-acme', true);
    expect(await here.findBySubdomain('acme')).toMatchObject({ name: 'Acme Partners', require_passkeys: 1 });
    expect((await there.findBySubdomain('acme'))?.name).toBe('Acme');
    now += 2_000;
    expect(await there.findBySubdomain('acme')).toMatchObject({ name: 'Acme Partners', require_passkeys: 1 });
  });

  it('finds a new firm on its first call and forgets a deleted one at once', async () => {
    expect(await here.findBySubdomain('newco')).toBeUndefined();
    await there.insert({
      id: 'firm-newco',
      name: 'NewCo',
      subdomain: 'newco',
      created_at: new Date().toISOString(),
      sender_verified: 0,
    });
    expect((await here.findBySubdomain('newco'))?.name).toBe('NewCo');
    expect(await here.delete('firm-newco')).toBe(true);
    expect(await here.findBySubdomain('newco')).toBeUndefined();
  });
});
