import { describe, expect, it } from 'vitest';
import { documentFileNameMessages as m } from '../messages-documents.js';
import { fileNameProblem } from './file-name.js';

describe('fileNameProblem', () => {
  it.each(['statement.pdf', 'Relevé été 2025 "final".pdf', 'تقرير.pdf', '報告書 (1).docx', 'a b\u00a0c.txt'])(
    'accepts %j',
    (name) => {
      expect(fileNameProblem(name)).toBeNull();
    },
  );

  it.each([
    'a\u0000b.pdf',
    'tab\there.pdf',
    'line\n.pdf',
    'esc\u001b.pdf',
    'del\u007f.pdf',
    'c1\u0085.pdf',
    'c1\u009f.pdf',
  ])('refuses the control characters of %j', (name) => {
    expect(fileNameProblem(name)).toBe(m.controlCharacters);
  });

  it.each([
    'invoice\u202efdp.svg',
    '\u202aa.pdf',
    '\u202ba.pdf',
    '\u202ca.pdf',
    '\u202da.pdf',
    '\u2066a.pdf',
    '\u2067a.pdf',
    '\u2068a.pdf',
    '\u2069a.pdf',
    '\u200ea.pdf',
    '\u200fa.pdf',
    '\u061ca.pdf',
  ])('refuses the direction controls of %j', (name) => {
    expect(fileNameProblem(name)).toBe(m.directionControls);
  });

  it.each(['a\u200bb.pdf', 'a\u200cb.pdf', 'a\u200db.pdf', 'a\u2060b.pdf', 'a\ufeffb.pdf'])(
    'refuses the invisible characters of %j',
    (name) => {
      expect(fileNameProblem(name)).toBe(m.invisibleCharacters);
    },
  );
});
