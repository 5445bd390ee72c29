import { describe, expect, it } from 'vitest';
import { PreviewKind, imageTypeOf, previewKindOf } from './previewKind';

describe('previewKindOf', () => {
  it('shows PDFs with pdf.js, images and text in the page, and asks to download the rest', () => {
    expect(previewKindOf('Statement 2025.PDF')).toBe(PreviewKind.pdf);
    expect(previewKindOf('photo.jpeg')).toBe(PreviewKind.image);
    expect(previewKindOf('logo.svg')).toBe(PreviewKind.image);
    expect(previewKindOf('notes.txt')).toBe(PreviewKind.text);
    expect(previewKindOf('export.csv')).toBe(PreviewKind.text);
    expect(previewKindOf('Plan.docx')).toBe(PreviewKind.none);
    expect(previewKindOf('scan.heic')).toBe(PreviewKind.none);
    expect(previewKindOf('README')).toBe(PreviewKind.none);
  });

  it('types image blobs by their extension', () => {
    expect(imageTypeOf('a.svg')).toBe('image/svg+xml');
    expect(imageTypeOf('a.JPG')).toBe('image/jpeg');
    expect(imageTypeOf('a.png')).toBe('image/png');
  });
});
