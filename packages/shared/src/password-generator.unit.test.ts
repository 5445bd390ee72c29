import { describe, expect, it } from 'vitest';
import {
  SIMILAR_CHARACTERS,
  characterSets,
  defaultGeneratorOptions,
  generatePassword,
  generatorOptionsError,
  randomIndex,
  type GeneratorOptions,
} from './password-generator.js';

const allClasses: GeneratorOptions = { ...defaultGeneratorOptions, symbols: true };

function onlyFrom(password: string, sets: string[]): boolean {
  const allowed = sets.join('');
  return [...password].every((char) => allowed.includes(char));
}

describe('randomIndex', () => {
  it('draws again when a value falls in the biased tail', () => {
    const values = [0xffffffff, 5];
    let calls = 0;
    const fill = (buffer: Uint32Array) => {
      buffer[0] = values[calls] ?? 0;
      calls += 1;
    };
    // 2^32 mod 3 = 1, so 0xffffffff (the only value >= the limit) is rejected.
    expect(randomIndex(3, fill)).toBe(2);
    expect(calls).toBe(2);
  });

  it('accepts every value when max divides 2^32', () => {
    const fill = (buffer: Uint32Array) => {
      buffer[0] = 0xffffffff;
    };
    expect(randomIndex(256, fill)).toBe(255);
  });

  it('rejects impossible ranges', () => {
    expect(() => randomIndex(0)).toThrow(RangeError);
    expect(() => randomIndex(1.5)).toThrow(RangeError);
  });
});

describe('generatePassword', () => {
  it('uses the defaults of the seeds: 10 characters of letters and numbers', () => {
    const password = generatePassword(defaultGeneratorOptions);
    expect(password).toHaveLength(10);
    expect(
      onlyFrom(password, [characterSets.uppercase, characterSets.lowercase, characterSets.numbers]),
    ).toBe(true);
  });

  it.each([8, 37, 100])('makes passwords of length %i', (length) => {
    expect(generatePassword({ ...allClasses, length })).toHaveLength(length);
  });

  it('puts every chosen class in each password under strict', () => {
    for (let run = 0; run < 500; run += 1) {
      const password = generatePassword({ ...allClasses, length: 8 });
      expect(/[A-Z]/.test(password)).toBe(true);
      expect(/[a-z]/.test(password)).toBe(true);
      expect(/[0-9]/.test(password)).toBe(true);
      expect([...password].some((char) => characterSets.symbols.includes(char))).toBe(true);
    }
  });

  it('uses only the chosen classes', () => {
    const digits = generatePassword({
      ...defaultGeneratorOptions,
      uppercase: false,
      lowercase: false,
      length: 50,
    });
    expect(digits).toMatch(/^[0-9]{50}$/);
    const symbols = generatePassword({
      ...defaultGeneratorOptions,
      uppercase: false,
      lowercase: false,
      numbers: false,
      symbols: true,
    });
    expect(onlyFrom(symbols, [characterSets.symbols])).toBe(true);
  });

  it('leaves out similar characters when asked', () => {
    for (let run = 0; run < 200; run += 1) {
      const password = generatePassword({ ...allClasses, length: 100, excludeSimilar: true });
      expect([...password].some((char) => SIMILAR_CHARACTERS.includes(char))).toBe(false);
    }
  });

  it('refuses options that cannot make a password', () => {
    expect(() => generatePassword({ ...defaultGeneratorOptions, length: 7 })).toThrow(RangeError);
    expect(() => generatePassword({ ...defaultGeneratorOptions, length: 101 })).toThrow(RangeError);
    const none = {
      ...defaultGeneratorOptions,
      uppercase: false,
      lowercase: false,
      numbers: false,
      symbols: false,
    };
    expect(generatorOptionsError(none)).not.toBeNull();
    expect(() => generatePassword(none)).toThrow(RangeError);
    expect(generatorOptionsError(defaultGeneratorOptions)).toBeNull();
  });

  it('spreads characters evenly (distribution sanity)', () => {
    const options = {
      ...defaultGeneratorOptions,
      uppercase: false,
      lowercase: false,
      strict: false,
      length: 100,
    };
    const counts = new Map<string, number>();
    for (let run = 0; run < 1_000; run += 1) {
      for (const char of generatePassword(options)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    // 100,000 digits: about 10,000 each with a standard deviation near 95; 5% is over 5 sigma.
    expect(counts.size).toBe(10);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(9_500);
      expect(count).toBeLessThan(10_500);
    }
  });
});
