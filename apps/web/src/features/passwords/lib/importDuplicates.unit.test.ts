import { describe, expect, it } from 'vitest';
import { markExisting, type ComparableEntry } from './importDuplicates';

const bank: ComparableEntry = {
  name: 'First National Bank',
  username: 'casey',
  website: 'https://bank.example',
  password: 'S3cret!',
};

describe('rows of an import the vault already holds', () => {
  it('match on name (any case), username, website and password, each trimmed', () => {
    const again = {
      name: '  first national BANK ',
      username: ' casey',
      website: 'https://bank.example ',
      password: ' S3cret! ',
    };
    expect(markExisting([again], [bank])).toEqual([true]);
  });

  it('differ when the username, website or password differ, in case too', () => {
    const rows = [
      { ...bank, username: 'Casey' },
      { ...bank, website: 'https://bank.example/login' },
      { ...bank, password: 's3cret!' },
      { ...bank, name: 'First National' },
    ];
    expect(markExisting(rows, [bank])).toEqual([false, false, false, false]);
  });

  it('marks each matching row of the file, and none in an empty vault', () => {
    const other = { ...bank, name: 'Mail' };
    expect(markExisting([bank, other, bank], [bank])).toEqual([true, false, true]);
    expect(markExisting([bank], [])).toEqual([false]);
  });

  it('a field cannot spill into the next one', () => {
    const spilled = { name: 'a', username: 'b c', website: 'd', password: 'e' };
    const split = { name: 'a', username: 'b', website: 'c d', password: 'e' };
    expect(markExisting([spilled], [split])).toEqual([false]);
  });
});
