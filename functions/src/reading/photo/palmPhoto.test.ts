import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalizePalmPhoto, PhotoRejectedError, sniffImageFormat, STORED_LONG_SIDE } from './palmPhoto.js';
import { palmJpeg } from '../../../test/palmPhotos.js';

describe('sniffImageFormat', () => {
  it('recognises formats by their bytes, not their names', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } });
    expect(sniffImageFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'binary'))).toBe('heic');
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('normalizePalmPhoto', () => {
  it('strips EXIF and GPS, applies the orientation and bounds the size', async () => {
    const photo = await sharp(await palmJpeg({}, 3000, 2000))
      .withExif({ IFD0: { Make: 'PalmCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('PalmCam');
    expect(before.orientation).toBe(6);
    const result = await normalizePalmPhoto(photo);
    const meta = await sharp(result.jpeg).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 turns a landscape file into a portrait photo.
    expect(result.height).toBe(STORED_LONG_SIDE);
    expect(result.width).toBe(Math.round((2000 / 3000) * STORED_LONG_SIDE));
  });

  it('keeps small photos at their size and re-encodes PNG and WebP as JPEG', async () => {
    const png = await sharp(await palmJpeg({}, 600, 800))
      .png()
      .toBuffer();
    const result = await normalizePalmPhoto(png);
    expect([result.width, result.height]).toEqual([600, 800]);
    expect(sniffImageFormat(result.jpeg)).toBe('jpeg');
    const webp = await sharp(await palmJpeg({}, 300, 400))
      .webp()
      .toBuffer();
    expect(sniffImageFormat((await normalizePalmPhoto(webp)).jpeg)).toBe('jpeg');
  });

  it('decodes an iPhone HEIC (HEVC-coded HEIF) into an upright JPEG; a damaged one is refused', async () => {
    const heic = await readFile(new URL('../../../test-fixtures/photos/open-palm.heic', import.meta.url));
    expect(sniffImageFormat(heic)).toBe('heic');
    const photo = await normalizePalmPhoto(heic);
    expect(photo).toMatchObject({ width: 1134, height: 1512 });
    const stored = await sharp(photo.jpeg).stats();
    // Real pixels, not a blank frame: a photo of a hand in a room.
    expect(stored.channels[0]!.stdev).toBeGreaterThan(20);
    await expect(normalizePalmPhoto(heic.subarray(0, 4000))).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('refuses AVIF, whatever HEIF brand it carries: not a format we read, and its decoder is the costly one', async () => {
    const avif = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#d9a' } })
      .avif()
      .toBuffer();
    expect(avif.length).toBeLessThan(5_000); // 16 MP in a few hundred bytes
    expect(sniffImageFormat(avif)).toBeNull();
    await expect(normalizePalmPhoto(avif)).rejects.toMatchObject({ reason: 'unsupported' });
    // An AVIF of honest size (noise: bytes enough for its pixels) relabelled with a generic HEIF brand
    // (mif1) is refused as AVIF, from its coding, not by the size floor.
    const noise = Buffer.alloc(96 * 96 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const honest = await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
      .avif()
      .toBuffer();
    const relabelled = Buffer.from(honest);
    relabelled.write('mif1', 8, 'latin1');
    expect(sniffImageFormat(relabelled)).toBe('heic');
    await expect(normalizePalmPhoto(relabelled)).rejects.toMatchObject({ reason: 'unsupported' });
  });

  it('refuses a decompression bomb from its header: far more pixels than its bytes could hold', async () => {
    const bomb = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#d9a' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan((16_000_000 * 0.01) / 8);
    await expect(normalizePalmPhoto(bomb)).rejects.toMatchObject({ reason: 'unreadable' });
    // A real photo of the same size, however plain, is far above the floor.
    const plain = await sharp(await palmJpeg({}, 4000, 4000))
      .jpeg({ quality: 1 })
      .toBuffer();
    expect((await normalizePalmPhoto(plain)).height).toBe(STORED_LONG_SIDE);
  });

  it('refuses a photo too small to read from its header, before a pixel is decoded', async () => {
    const small = await sharp(await palmJpeg({}, 320, 200))
      .jpeg()
      .toBuffer();
    // Its pixel data cut off: a decode would fail, the header alone decides.
    const headerOnly = small.subarray(0, Math.floor(small.length / 3));
    await expect(normalizePalmPhoto(headerOnly)).rejects.toMatchObject({ reason: 'photo_too_small' });
    await expect(normalizePalmPhoto(small)).rejects.toMatchObject({ reason: 'photo_too_small' });
    // As small as allowed is read.
    expect(
      (
        await normalizePalmPhoto(
          await sharp(await palmJpeg({}, 320, 240))
            .jpeg()
            .toBuffer(),
        )
      ).height,
    ).toBe(240);
  });

  it('refuses bytes that are not an image with a clear reason', async () => {
    await expect(normalizePalmPhoto(Buffer.from('%PDF-1.7 not a photo'))).rejects.toMatchObject({
      reason: 'unsupported',
      message: expect.stringMatching(/JPEG, PNG, WebP or HEIC/),
    });
    await expect(normalizePalmPhoto(Buffer.from('%PDF'))).rejects.toBeInstanceOf(PhotoRejectedError);
  });
});
