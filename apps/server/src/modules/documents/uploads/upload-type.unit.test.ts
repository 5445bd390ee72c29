import { describe, expect, it } from 'vitest';
import { acceptedDocumentTypes } from '@guru/shared';
import { acceptedMimeType, contentMatchesName, extensionOf } from './upload-type.js';
import { fileOfSize, samples } from '../../../test/fixtures/upload-samples.js';

describe('upload types', () => {
  it('reads the extension of a name', () => {
    expect(extensionOf('Plan.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });

  it('accepts Office documents, PDF, images and text by extension, and nothing else', () => {
    for (const name of [
      'a.pdf',
      'a.docx',
      'a.DOC',
      'a.xlsx',
      'a.xls',
      'a.pptx',
      'a.odt',
      'a.png',
      'a.jpeg',
      'a.txt',
      'a.csv',
      'a.svg',
    ]) {
      expect(acceptedMimeType(name), name).not.toBeNull();
    }
    for (const name of [
      'a.mp4',
      'a.mov',
      'a.mp3',
      'a.wav',
      'a.exe',
      'a.sh',
      'a.zip',
      'a.js',
      'a.html',
      'noextension',
      'a.docm',
      'a.DOTM',
      'a.xlsm',
      'a.xltm',
      'a.xlam',
      'a.pptm',
      'a.ppsm',
      'a.potm',
    ]) {
      expect(acceptedMimeType(name), name).toBeNull();
    }
    expect(acceptedMimeType('Statement.PDF')).toBe('application/pdf');
    // The one list (packages/shared document-types.ts): the browser's check uses it too.
    for (const [ext, type] of Object.entries(acceptedDocumentTypes))
      expect(acceptedMimeType(`a.${ext}`), ext).toBe(type.mime);
    expect(acceptedMimeType('a.constructor')).toBeNull();
  });

  it('accepts first bytes that fit the extension', async () => {
    expect(await contentMatchesName('a.pdf', samples.pdf())).toBe(true);
    expect(await contentMatchesName('a.png', samples.png())).toBe(true);
    expect(await contentMatchesName('photo.jpg', samples.jpeg())).toBe(true);
    expect(await contentMatchesName('renamed.png', samples.jpeg())).toBe(true);
    expect(await contentMatchesName('plan.xlsx', await samples.xlsx())).toBe(true);
    expect(await contentMatchesName('letter.odt', samples.odt())).toBe(true);
    expect(await contentMatchesName('old.doc', samples.cfb())).toBe(true);
    expect(await contentMatchesName('data.csv', samples.text())).toBe(true);
    expect(await contentMatchesName('notes.txt', Buffer.from('\ufeffUTF-16 text', 'utf16le'))).toBe(true);
    expect(
      await contentMatchesName('notes.txt', Buffer.from('no mark, so NUL bytes are not text', 'utf16le')),
    ).toBe(false);
    expect(await contentMatchesName('empty.txt', Buffer.alloc(0))).toBe(true);
  });

  it('refuses video, audio and programs whatever their name says', async () => {
    expect(await contentMatchesName('movie.pdf', samples.mp4())).toBe(false);
    expect(await contentMatchesName('movie.txt', samples.mp4())).toBe(false);
    expect(await contentMatchesName('movie.png', samples.mp4())).toBe(false);
    expect(await contentMatchesName('tool.docx', samples.exe())).toBe(false);
    expect(await contentMatchesName('tool.txt', samples.elf())).toBe(false);
    expect(await contentMatchesName('tool.csv', samples.exe())).toBe(false);
    // A ZIP passes its first bytes as .docx; its container is checked once stored (stored-content.ts).
    expect(await contentMatchesName('archive.docx', samples.zip())).toBe(true);
    expect(await contentMatchesName('macros.docx', samples.docm())).toBe(false);
    expect(await contentMatchesName('fake.pdf', samples.text())).toBe(false);
    expect(await contentMatchesName('empty.pdf', Buffer.alloc(0))).toBe(false);
    expect(await contentMatchesName('big.txt', fileOfSize(samples.text(), 70_000))).toBe(false);
  });
});
