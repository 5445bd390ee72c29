import { describe, expect, it } from 'vitest';
import { accountSettingsMessages as m } from '@guru/shared';
import { centreSquare, photoFileProblem, photoTypeOfBytes } from './photoFile';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const text = new TextEncoder().encode('hello, not a png');

describe('photo file checks', () => {
  it('tells png and jpeg by their bytes, nothing else', () => {
    expect(photoTypeOfBytes(png)).toBe('image/png');
    expect(photoTypeOfBytes(jpeg)).toBe('image/jpeg');
    expect(photoTypeOfBytes(text)).toBeNull();
  });

  it('refuses a text file and a photo over 5 MB with clear messages', () => {
    expect(photoFileProblem(100, text)).toBe(m.settingsPhotoWrongType);
    expect(photoFileProblem(5 * 1_048_576 + 1, png)).toBe(m.settingsPhotoTooLarge);
    expect(photoFileProblem(5 * 1_048_576, jpeg)).toBeNull();
  });

  it('crops the middle square', () => {
    expect(centreSquare(400, 200)).toEqual({ x: 100, y: 0, side: 200 });
    expect(centreSquare(201, 301)).toEqual({ x: 0, y: 50, side: 201 });
  });
});
