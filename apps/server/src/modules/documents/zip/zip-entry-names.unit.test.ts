import { describe, expect, it } from 'vitest';
import { ZipPaths, zipEntryName } from './zip-entry-names.js';

describe('ZIP entry names', () => {
  it('never lets a name climb out of the archive or hold a control character', () => {
    expect(zipEntryName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(zipEntryName('a\\b')).toBe('a_b');
    expect(zipEntryName('..')).toBe('_');
    expect(zipEntryName('tab\there')).toBe('tab_here');
  });

  it('numbers equal paths, whatever their case, before the extension', () => {
    const paths = new ZipPaths();
    expect(paths.next(null, 'Report.pdf')).toBe('Report.pdf');
    expect(paths.next(null, 'report.PDF')).toBe('report (2).PDF');
    expect(paths.next('Taxes', 'Report.pdf')).toBe('Taxes/Report.pdf');
    expect(paths.next('Taxes', 'Report.pdf')).toBe('Taxes/Report (2).pdf');
    expect(paths.next(null, 'README')).toBe('README');
    expect(paths.next(null, 'README')).toBe('README (2)');
  });
});
