/** Photos are made smaller in the browser before upload: a 12 MP camera photo need not cross a mobile network whole. */
export const UPLOAD_LONG_SIDE = 1600;
export const UPLOAD_JPEG_QUALITY = 0.9;

/** A JPEG whose longest side is at most UPLOAD_LONG_SIDE; the original when it cannot be decoded here. */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // e.g. HEIC in a browser that cannot decode it: the server decides
  }
  const scale = Math.min(1, UPLOAD_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.type === 'image/jpeg' && file.size < 2_000_000) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', UPLOAD_JPEG_QUALITY));
  return blob ?? file;
}
