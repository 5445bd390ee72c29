import { generatorLimits } from './limits.js';

/** Password generator (seed section 2 and 9): pure, with randomness from crypto.getRandomValues. */

export interface GeneratorOptions {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  /** Every chosen class appears at least once. */
  strict: boolean;
  /** Leaves out characters that are easy to mistake for one another (l, 1, I, O, 0, …). */
  excludeSimilar: boolean;
}

export const CharacterClass = {
  uppercase: 'uppercase',
  lowercase: 'lowercase',
  numbers: 'numbers',
  symbols: 'symbols',
} as const;
export type CharacterClass = (typeof CharacterClass)[keyof typeof CharacterClass];

export const characterClasses = [
  CharacterClass.uppercase,
  CharacterClass.lowercase,
  CharacterClass.numbers,
  CharacterClass.symbols,
] as const;

export const characterSets: Record<CharacterClass, string> = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  // A fixed punctuation list (seed section 9).
  symbols: '!@#$%^&*()+_-=}{[]|:;"/?.><,`~',
};

export const SIMILAR_CHARACTERS = 'il1LI|`oO0';

/** The seeds' defaults: length 10, upper, lower and numbers on, symbols off, strict on, no exclusion. */
export const defaultGeneratorOptions: GeneratorOptions = {
  length: generatorLimits.defaultLength,
  uppercase: true,
  lowercase: true,
  numbers: true,
  symbols: false,
  strict: true,
  excludeSimilar: false,
};

/** Fills the array with random 32-bit values (crypto.getRandomValues; replaceable in tests). */
export type RandomFill = (values: Uint32Array<ArrayBuffer>) => void;

const cryptoFill: RandomFill = (values) => {
  crypto.getRandomValues(values);
};

const TWO_POW_32 = 2 ** 32;

/**
 * A uniform integer in [0, max) by rejection sampling: values at or above the largest multiple
 * of `max` below 2^32 are drawn again, so no value is favoured (no modulo bias).
 */
export function randomIndex(max: number, fill: RandomFill = cryptoFill): number {
  if (!Number.isInteger(max) || max <= 0 || max > TWO_POW_32)
    throw new RangeError(`max must be an integer in 1..2^32, got ${max}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % max);
  const buffer = new Uint32Array(1);
  for (;;) {
    fill(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % max;
  }
}

export function selectedClasses(options: GeneratorOptions): CharacterClass[] {
  return characterClasses.filter((characterClass) => options[characterClass]);
}

/** The characters of one class, without the similar ones when they are excluded. */
export function classCharacters(characterClass: CharacterClass, excludeSimilar: boolean): string {
  const set = characterSets[characterClass];
  return excludeSimilar ? [...set].filter((char) => !SIMILAR_CHARACTERS.includes(char)).join('') : set;
}

/** Why options cannot make a password, or null when they can. */
export function generatorOptionsError(options: GeneratorOptions): string | null {
  const { minLength, maxLength } = generatorLimits;
  if (!Number.isInteger(options.length) || options.length < minLength || options.length > maxLength) {
    return `Length must be a whole number from ${minLength} to ${maxLength}.`;
  }
  const classes = selectedClasses(options);
  if (classes.length === 0) return 'Choose at least one kind of character.';
  if (options.strict && options.length < classes.length)
    return 'The length is shorter than the number of kinds chosen.';
  return null;
}

function pick(pool: string, fill: RandomFill): string {
  return pool[randomIndex(pool.length, fill)] ?? '';
}

/**
 * A random password. Under strict, one character of each chosen class is placed first, the rest
 * come from all chosen classes, then the whole is shuffled (Fisher–Yates). Throws a RangeError
 * for options that cannot make a password.
 */
export function generatePassword(options: GeneratorOptions, fill: RandomFill = cryptoFill): string {
  const error = generatorOptionsError(options);
  if (error) throw new RangeError(error);
  const pools = selectedClasses(options).map((characterClass) =>
    classCharacters(characterClass, options.excludeSimilar),
  );
  const all = pools.join('');
  const chars = options.strict ? pools.map((pool) => pick(pool, fill)) : [];
  while (chars.length < options.length) chars.push(pick(all, fill));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1, fill);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
