import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesWithoutTier, testFiles } from './test-tiers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('test tiers', () => {
  it('every test file says its tier in its suffix', () => {
    expect(testFiles(root).length).toBeGreaterThan(50);
    expect(filesWithoutTier(root)).toEqual([]);
  });
});
