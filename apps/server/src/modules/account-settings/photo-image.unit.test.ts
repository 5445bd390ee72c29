import { describe, expect, it } from 'vitest';
import { jpegHead, solidPng } from '../../test/fixtures/photo.js';
import { photoInfoOf } from './photo-image.js';

describe('photoInfoOf', () => {
  it('tells a png and its size by its bytes', () => {
    expect(photoInfoOf(solidPng(200, 120))).toEqual({ type: 'image/png', width: 200, height: 120 });
  });

  it('tells a jpeg and its size from the start-of-frame segment', () => {
    expect(photoInfoOf(jpegHead(64, 48))).toEqual({ type: 'image/jpeg', width: 64, height: 48 });
  });

  it('refuses text, a truncated png and a jpeg without a frame', () => {
    expect(photoInfoOf(Buffer.from('just some text that is long enough to look like a header'))).toBeNull();
    expect(photoInfoOf(solidPng(10, 10).subarray(0, 20))).toBeNull();
    expect(photoInfoOf(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});
