/**
 * From uploaded bytes to a clean stored photo and its analysis pixels, with sharp (loaded on first
 * use so the API starts fast). Formats are recognised by their magic numbers, never by a claimed type.
 */
import type SharpDefault from 'sharp';
import { DomainError } from '../domain/DomainError.js';
import type { RgbImage } from './palmMeasures.js';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heic';

/**
 * Largest photo we decode, in pixels: a phone photo is 12–24 MP (the web app downscales before
 * uploading); anything larger is refused from its header, before a pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Longest side of the stored photo. */
export const STORED_LONG_SIDE = 1600;
/** Longest side of the image the hand is found and measured on: large enough for real phone framings. */
export const ANALYSIS_LONG_SIDE = 960;

const REJECTIONS = {
  unsupported: 'unsupportedImage',
  too_many_pixels: 'imageTooLarge',
  unreadable: 'unreadableImage',
} as const;

/** A file that is not a photo we can decode; named in the error catalogue by why. */
export class PhotoRejectedError extends DomainError {
  constructor(
    readonly reason: keyof typeof REJECTIONS,
    message: string,
  ) {
    super(REJECTIONS[reason], { message });
    this.name = 'PhotoRejectedError';
  }
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif']);

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heic';
  return null;
}

type Sharp = typeof SharpDefault;
let sharpModule: Promise<Sharp> | undefined;
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

export interface NormalizedPhoto {
  /** Re-encoded JPEG: auto-oriented, at most STORED_LONG_SIDE, no EXIF/GPS or other metadata. */
  jpeg: Buffer;
  width: number;
  height: number;
}

/** Decodes any supported photo and re-encodes it as a clean JPEG. */
export async function normalizePalmPhoto(bytes: Buffer): Promise<NormalizedPhoto> {
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw new PhotoRejectedError(
      'unsupported',
      'That file is not a photo we can read. Please use a JPEG, PNG, WebP or HEIC image.',
    );
  }
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reading the header is safe at any size; the pixel limit below is ours.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new PhotoRejectedError(
      'unreadable',
      'This photo could not be read; the file may be damaged. Please try another photo.',
    );
  }
  if (!width || !height) {
    throw new PhotoRejectedError(
      'unreadable',
      'This photo could not be read; the file may be damaged. Please try another photo.',
    );
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new PhotoRejectedError(
      'too_many_pixels',
      `This photo has too many pixels (${width}×${height}). Please use a photo under ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#000000' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw new PhotoRejectedError(
      format === 'heic' ? 'unsupported' : 'unreadable',
      format === 'heic'
        ? "HEIC photos can't be read here yet. Please upload a JPEG or PNG (or set your camera to 'Most Compatible')."
        : 'This photo could not be read; the file may be damaged or incomplete. Please try another photo.',
    );
  }
}

/** The RGB image the hand is found and measured on. */
export async function analysisPixels(jpeg: Buffer): Promise<RgbImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(jpeg)
    .resize({ width: ANALYSIS_LONG_SIDE, height: ANALYSIS_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}
