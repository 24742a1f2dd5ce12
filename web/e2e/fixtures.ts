/** Photos for the browser journeys: a drawn palm as a JPEG file, and as a Y4M feed for Chromium's fake camera. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { palmJpeg, type PalmDrawing } from '../../functions/test/testkit';

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

/** A Y4M (I420) video of one palm frame, for --use-file-for-fake-video-capture. */
export async function palmCameraFeed(drawing: Partial<PalmDrawing> = {}): Promise<string> {
  const width = 640;
  const height = 480;
  const { data } = await sharp(await palmJpeg(drawing, 480, 640))
    .rotate(90)
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
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
  const path = join(dir, 'palm-feed.y4m');
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return path;
}
