/**
 * From uploaded bytes to a clean stored photo and its analysis pixels, with sharp (loaded on first
 * use so the API starts fast). Formats are recognised by their magic numbers, never by a claimed type.
 */
import type SharpDefault from 'sharp';
import { ERROR_DETAILS } from '../../contract/errors.js';
import { DomainError } from '../../domain/DomainError.js';
import { ANALYSIS_LONG_SIDE, MIN_PHOTO_SIDE } from './photoSize.js';
import { UnreadablePalmError } from '../unreadablePalm.js';
import type { RgbImage } from '../types.js';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heic';

/**
 * Largest photo we decode, in pixels: a phone photo is 12–24 MP (the web app downscales before
 * uploading); anything larger is refused from its header, before a pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Longest side of the stored photo. */
export const STORED_LONG_SIDE = 1600;
export { ANALYSIS_LONG_SIDE } from './photoSize.js';

const REJECTIONS = {
  unsupported: 'unsupportedImage',
  too_many_pixels: 'imageTooLarge',
  unreadable: 'unreadableImage',
} as const;

/** A file that is not a photo we can decode; named in the error catalogue by why. */
export class PhotoRejectedError extends DomainError {
  constructor(
    readonly reason: keyof typeof REJECTIONS,
    /** Words more specific than the catalogue's for this reason. */
    message?: string,
  ) {
    super(REJECTIONS[reason], message === undefined ? {} : { message });
    this.name = 'PhotoRejectedError';
  }
}

/**
 * HEIF brands of HEIC photos (HEVC-coded) and the generic ones they may carry first. AVIF (AV1-coded
 * HEIF, brands avif/avis) is not a format we read: no phone camera writes it by default, and its
 * decoder is the costly one.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * Fewest bytes a real photo spends per pixel: even a JPEG at quality 1 spends ~0.1 bits per pixel.
 * A file far below this (a few hundred bytes claiming 16 MP) is a decompression bomb: it would cost
 * a full decode for nothing, so it is refused from its header.
 */
export const MIN_BITS_PER_PIXEL = 0.01;

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
export function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

export interface NormalizedPhoto {
  /** Re-encoded JPEG: auto-oriented, at most STORED_LONG_SIDE, no EXIF/GPS or other metadata. */
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Refuses from the header, before a pixel is decoded: a photo too small to read, more pixels than we
 * decode, or far more than the file's bytes could hold.
 */
function refuseFromHeader(width: number, height: number, fileBytes: number): void {
  if (Math.min(width, height) < MIN_PHOTO_SIDE) throw new UnreadablePalmError('photo_too_small');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new PhotoRejectedError(
      'too_many_pixels',
      ERROR_DETAILS.photoTooManyPixels(width, height, MAX_INPUT_PIXELS / 1_000_000),
    );
  }
  if (fileBytes * 8 < width * height * MIN_BITS_PER_PIXEL) throw new PhotoRejectedError('unreadable');
}

/** What sharp is handed: the file itself, or pixels decoded here. */
type SharpInput = { bytes: Buffer } | { raw: Buffer; width: number; height: number };

/**
 * HEIC as iPhones write it (HEVC-coded HEIF): the libvips in sharp's prebuilt binaries reads only
 * AV1-coded HEIF, so libheif compiled to WebAssembly (heic-decode, loaded only for such a photo)
 * decodes it. libheif applies the file's rotation and mirroring (HEIF's irot/imir, which is how an
 * iPhone records how the phone was held), so the pixels come out upright. Its cost is measured in
 * `npm run bench` (docs/engine.md).
 */
async function decodeHevcHeif(bytes: Buffer): Promise<SharpInput> {
  const { default: decode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: bytes });
  } catch {
    throw new PhotoRejectedError('unreadable');
  }
  try {
    const primary = images[0];
    if (!primary) throw new PhotoRejectedError('unreadable');
    refuseFromHeader(primary.width, primary.height, bytes.length);
    const { width, height, data } = await primary.decode().catch(() => {
      throw new PhotoRejectedError('unreadable');
    });
    return { raw: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
  } finally {
    images.dispose();
  }
}

/**
 * Whether a HEIF file's images are coded in AV1 (AVIF under a generic brand such as mif1): its item
 * properties, in the meta box at the start of the file, hold an AV1 codec configuration ('av1C').
 * Read from the bytes, before any decoder is loaded.
 */
function codedAsAv1(bytes: Buffer): boolean {
  return bytes.subarray(0, 64 * 1024).includes('av1C', 0, 'latin1');
}

/** Checks the photo's header (size, coding) and says how sharp is to read it. */
async function openPhoto(sharp: Sharp, bytes: Buffer, format: ImageFormat): Promise<SharpInput> {
  // AVIF by another name: not a format we read, and its decoder is the costly one.
  if (format === 'heic' && codedAsAv1(bytes)) throw new PhotoRejectedError('unsupported');
  let meta: Awaited<ReturnType<ReturnType<Sharp>['metadata']>> | undefined;
  try {
    // Reading the header is safe at any size; the pixel limit is ours.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    if (format === 'heic') return decodeHevcHeif(bytes);
    throw new PhotoRejectedError('unreadable');
  }
  if (format === 'heic') return decodeHevcHeif(bytes);
  if (!meta.width || !meta.height) throw new PhotoRejectedError('unreadable');
  refuseFromHeader(meta.width, meta.height, bytes.length);
  return { bytes };
}

/** Decodes any supported photo and re-encodes it as a clean JPEG. */
export async function normalizePalmPhoto(bytes: Buffer): Promise<NormalizedPhoto> {
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw new PhotoRejectedError('unsupported');
  }
  const sharp = await loadSharp();
  const input = await openPhoto(sharp, bytes, format);
  try {
    const image =
      'raw' in input
        ? sharp(input.raw, { raw: { width: input.width, height: input.height, channels: 4 } })
        : sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
    const { data, info } = await image
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#000000' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw new PhotoRejectedError('unreadable');
  }
}

/** The RGB image the hand is found and measured on. */
/**
 * A stored photo cut to a box ([x, y, width, height], clamped to the photo), re-encoded: what a
 * share link cropped to the hand shows. The crop's JPEG carries no metadata, like the stored photo.
 */
export async function cropPhoto(jpeg: Buffer, box: readonly [number, number, number, number]): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(jpeg, { limitInputPixels: MAX_INPUT_PIXELS });
  const { width = 0, height = 0 } = await image.metadata();
  const left = Math.min(Math.max(0, Math.round(box[0])), Math.max(0, width - 1));
  const top = Math.min(Math.max(0, Math.round(box[1])), Math.max(0, height - 1));
  const crop = {
    left,
    top,
    width: Math.max(1, Math.min(Math.round(box[2]), width - left)),
    height: Math.max(1, Math.min(Math.round(box[3]), height - top)),
  };
  return image.extract(crop).jpeg({ quality: 85 }).toBuffer();
}

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
