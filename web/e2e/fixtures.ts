/** Photos for the browser journeys: a drawn palm as a JPEG file, and as a Y4M feed for Chromium's fake camera. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { palmJpeg, type PalmDrawing } from '../../functions/test/testkit.js';

const dir = join(tmpdir(), 'palme-e2e');
mkdirSync(dir, { recursive: true });

export async function palmPhotoFile(
  drawing: Partial<PalmDrawing> = {},
  name = `palm-${drawing.seed ?? 1}.jpg`,
): Promise<string> {
  const path = join(dir, name);
  writeFileSync(path, await palmJpeg(drawing, 900, 1200));
  return path;
}

/** A Y4M (I420) file of one RGB frame, shown again and again: what Chromium's fake camera plays. */
function y4mOf(data: Buffer, width: number, height: number, name: string): string {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width * height) / 4);
  const v = Buffer.alloc((width * height) / 4);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      y[row * width + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const j = (row / 2) * (width / 2) + col / 2;
        u[j] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[j] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const path = join(dir, name);
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return path;
}

/** A Y4M video of one drawn palm frame, for --use-file-for-fake-video-capture. */
export async function palmCameraFeed(drawing: Partial<PalmDrawing> = {}): Promise<string> {
  const { data } = await sharp(await palmJpeg(drawing, 480, 640))
    .rotate(90)
    .resize(640, 480, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return y4mOf(data, 640, 480, 'palm-feed.y4m');
}

/** A Y4M video of a real photo (upright, its long side 960 pixels), for the fake camera. */
export async function photoCameraFeed(photoPath: string): Promise<string> {
  const upright = sharp(photoPath).rotate();
  const { width = 0, height = 0 } = await sharp(await upright.toBuffer()).metadata();
  const scale = 960 / Math.max(width, height);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  const [w, h] = [even(width), even(height)];
  const { data } = await sharp(photoPath)
    .rotate()
    .resize(w, h, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return y4mOf(data, w, h, `${basename(photoPath)}.y4m`);
}
