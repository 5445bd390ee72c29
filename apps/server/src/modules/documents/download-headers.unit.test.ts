import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadContentType, parseRange } from './download-headers.js';
import { likePattern } from './documents-list.filter.js';

describe('parseRange', () => {
  it('reads one range, cut at the end of the file', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=90-1000', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(parseRange(' bytes = 5 - 6 ', 100)).toEqual({ kind: 'range', start: 5, end: 6 });
  });

  it('answers the whole file for what it does not serve, and 416 for what lies outside', () => {
    for (const header of [
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=5-4',
      'bytes=-',
      'bytes=a-b',
      'bytes=99999999999999999999-',
    ]) {
      expect(parseRange(header, 100), header).toEqual({ kind: 'whole' });
    }
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('attachmentDisposition (RFC 6266, RFC 8187)', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(attachmentDisposition('Reçu 2025.pdf')).toBe(
      `attachment; filename="Re_u 2025.pdf"; filename*=UTF-8''Re%C3%A7u%202025.pdf`,
    );
    expect(attachmentDisposition('a"b\\c;d\'e.txt')).toBe(
      `attachment; filename="a_b_c;d'e.txt"; filename*=UTF-8''a%22b%5Cc%3Bd%27e.txt`,
    );
    expect(attachmentDisposition('日本.pdf')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`,
    );
  });

  it('never lets a header break out of its line', () => {
    expect(attachmentDisposition('x\r\nSet-Cookie: a=b')).not.toMatch(/[\r\n]/);
  });
});

describe('downloadContentType', () => {
  it('keeps a plain type/subtype, else octet-stream', () => {
    expect(downloadContentType('application/pdf')).toBe('application/pdf');
    expect(
      downloadContentType('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toContain('wordprocessingml');
    expect(downloadContentType('text/html; charset=utf-8')).toBe('application/octet-stream');
    expect(downloadContentType('')).toBe('application/octet-stream');
  });
});

describe('likePattern', () => {
  it('lower-cases and escapes LIKE wildcards', () => {
    expect(likePattern('Tax_2025%')).toBe('%tax\\_2025\\%%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
  });
});
