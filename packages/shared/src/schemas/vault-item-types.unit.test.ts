import { describe, expect, it } from 'vitest';
import {
  emptyVaultRecord,
  vaultItemRecordSchema,
  vaultItemSecretPayloadSchema,
  vaultItemSummaryPayloadSchema,
  vaultRecordFromPayloads,
  vaultRecordToPayloads,
  vaultSummarySearchText,
  vaultTypeOf,
  type VaultItemRecord,
} from './vault-item-types.js';

const samples: VaultItemRecord[] = [
  {
    type: 'login',
    name: 'Bank',
    urls: ['https://bank.example', 'https://m.bank.example'],
    username: 'ann',
    password: 'p@ss, "quoted"\nline',
    totp: 'otpauth://totp/Bank:ann?secret=JBSWY3DPEHPK3PXP',
    notes: 'first\nsecond',
    customFields: [
      { name: 'PIN', value: '1234', hidden: true },
      { name: 'Branch', value: 'Main', hidden: false },
    ],
  },
  { type: 'note', name: 'Safe combination', notes: '12-34-56' },
  {
    ...emptyVaultRecord('card', 'Visa'),
    cardholder: 'Ann Lee',
    brand: 'Visa',
    number: '4111111111111111',
    expMonth: '07',
    expYear: '2029',
    code: '123',
  },
  {
    ...emptyVaultRecord('identity', 'Me'),
    firstName: 'Ann',
    lastName: 'Lee',
    ssn: '123-45-6789',
    city: 'Paris',
  },
  {
    ...emptyVaultRecord('financial', 'IRA'),
    institution: 'Vanguard',
    accountType: 'retirement',
    accountNumber: '998877',
    routingNumber: '021000021',
    website: 'https://vanguard.example',
    contact: 'Bob, 555-0100',
  },
];

describe('vault item types', () => {
  it.each(samples)('a $type record comes back whole from its two payloads', (record) => {
    const { summary, secret } = vaultRecordToPayloads(record);
    const parsedSummary = vaultItemSummaryPayloadSchema.parse(JSON.parse(JSON.stringify(summary)));
    const parsedSecret = vaultItemSecretPayloadSchema.parse(JSON.parse(JSON.stringify(secret)));
    expect(vaultRecordFromPayloads(parsedSummary, parsedSecret)).toEqual(record);
  });

  it('keeps hidden fields out of the summary (what is listed and searched)', () => {
    const card = vaultRecordToPayloads(samples[2]!);
    expect(JSON.stringify(card.summary)).not.toContain('4111111111111111');
    expect(JSON.stringify(card.summary)).not.toContain('123"');
    expect(card.secret.fields).toEqual({ number: '4111111111111111', code: '123' });
    const identity = vaultRecordToPayloads(samples[3]!);
    expect(JSON.stringify(identity.summary)).not.toContain('123-45-6789');
    const financial = vaultRecordToPayloads(samples[4]!);
    expect(JSON.stringify(financial.summary)).not.toContain('998877');
    const login = vaultRecordToPayloads(samples[0]!);
    expect(JSON.stringify(login.summary)).not.toContain('1234');
  });

  it('reads an entry written before the types as a login', () => {
    const summary = vaultItemSummaryPayloadSchema.parse({
      name: 'Old',
      username: 'u',
      website: 'https://old.example',
    });
    const secret = vaultItemSecretPayloadSchema.parse({ password: 'pw', note: 'n' });
    expect(vaultTypeOf(summary)).toBe('login');
    expect(vaultRecordFromPayloads(summary, secret)).toEqual({
      type: 'login',
      name: 'Old',
      urls: ['https://old.example'],
      username: 'u',
      password: 'pw',
      totp: '',
      notes: 'n',
      customFields: [],
    });
  });

  it('lists every type under name, username and website, and searches its visible fields', () => {
    const card = vaultRecordToPayloads(samples[2]!).summary;
    expect([card.username, card.website]).toEqual(['Ann Lee', '']);
    const financial = vaultRecordToPayloads(samples[4]!).summary;
    expect([financial.username, financial.website]).toEqual(['Vanguard', 'https://vanguard.example']);
    expect(vaultSummarySearchText(financial)).toContain('bob, 555-0100');
    expect(vaultSummarySearchText(vaultRecordToPayloads(samples[3]!).summary)).toContain('paris');
    expect(vaultSummarySearchText(vaultRecordToPayloads(samples[0]!).summary)).toContain('m.bank.example');
  });

  it('keeps favorite and at most five earlier passwords', () => {
    const history = Array.from({ length: 7 }, (_, i) => ({
      password: `old${i}`,
      changedAt: `2026-0${i + 1}-01`,
    }));
    const { summary, secret } = vaultRecordToPayloads(samples[0]!, { favorite: true, history });
    expect(summary.favorite).toBe(true);
    expect(secret.history?.map((entry) => entry.password)).toEqual(['old0', 'old1', 'old2', 'old3', 'old4']);
  });

  it('refuses a record of an unknown type or account type', () => {
    expect(vaultItemRecordSchema.safeParse({ type: 'pet', name: 'x' }).success).toBe(false);
    expect(
      vaultItemRecordSchema.safeParse({ type: 'financial', name: 'x', accountType: 'crypto' }).success,
    ).toBe(false);
  });
});
