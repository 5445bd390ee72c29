import { describe, expect, it } from 'vitest';
import { ZipFolderNames, ZipPaths, zipEntryName } from './zip-entry-names.js';

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

describe('ZIP entry names on every system', () => {
  it('replaces what Windows refuses, drops trailing dots and spaces, and defuses device names', () => {
    expect(zipEntryName('a<b>c:d"e|f?g*h.pdf')).toBe('a_b_c_d_e_f_g_h.pdf');
    expect(zipEntryName('report. . ')).toBe('report');
    expect(zipEntryName(' . ')).toBe('_');
    expect(zipEntryName('CON')).toBe('_CON');
    expect(zipEntryName('nul.txt')).toBe('_nul.txt');
    expect(zipEntryName('console.txt')).toBe('console.txt');
  });

  it('cuts a long name and keeps its extension', () => {
    const name = zipEntryName(`${'x'.repeat(400)}.pdf`);
    expect(name).toHaveLength(180);
    expect(name.endsWith('xx.pdf')).toBe(true);
  });

  it('keeps every path under its prefix and numbers equal folder names', () => {
    const paths = new ZipPaths('documents/Jane Doe/');
    expect(paths.next('../..', '../../etc/passwd')).toBe('documents/Jane Doe/.._/.._.._etc_passwd');
    expect(paths.next(null, 'a.pdf')).toBe('documents/Jane Doe/a.pdf');
    const folders = new ZipFolderNames();
    expect(folders.next('Jane Doe')).toBe('Jane Doe');
    expect(folders.next('jane doe')).toBe('jane doe (2)');
    expect(folders.next('../x')).toBe('.._x');
  });
});

describe('ZIP folders and files of one name', () => {
  it('never names a file as a folder, nor a folder as a file, whichever comes first', () => {
    const paths = new ZipPaths();
    expect(paths.next(null, 'Taxes')).toBe('Taxes');
    expect(paths.next('Taxes', 'a.pdf')).toBe('Taxes (2)/a.pdf');
    expect(paths.next('taxes', 'b.pdf')).toBe('Taxes (2)/b.pdf');
    expect(paths.next('Bank', 'c.pdf')).toBe('Bank/c.pdf');
    expect(paths.next(null, 'bank')).toBe('bank (2)');
  });
});
