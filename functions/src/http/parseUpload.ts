/**
 * Reads the one palm photo of a multipart upload with busboy, from `req.rawBody` under Cloud
 * Functions (whose runtime has already consumed the stream) or from the stream elsewhere.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '../domain/ApiError.js';
import { ERROR_CODES } from '../contract/errors.js';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../contract/paths.js';

export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimeType: string;
}

const missingFile = () =>
  new ApiError(400, ERROR_CODES.missingFile, `Please attach a palm photo (form field "${UPLOAD_FIELD}").`);

export function parsePalmUpload(req: Request & { rawBody?: Buffer }): Promise<UploadedFile> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(new ApiError(415, ERROR_CODES.badRequest, 'Send the palm photo as multipart/form-data.'));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, parts: 12, fieldSize: 1024 },
      });
    } catch {
      reject(new ApiError(400, ERROR_CODES.badRequest, 'The upload could not be read. Please try again.'));
      return;
    }
    let file: UploadedFile | undefined;
    let failure: ApiError | undefined;
    const fail = (err: ApiError) => {
      failure ??= err;
    };

    parser.on('file', (name, stream, info) => {
      if (name !== UPLOAD_FIELD || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      // A body cut short errors the file stream too; unheard, that error would take the process down.
      stream.on('error', () =>
        fail(new ApiError(400, ERROR_CODES.badRequest, 'The upload was incomplete or malformed. Please try again.')),
      );
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(
          new ApiError(
            413,
            ERROR_CODES.fileTooLarge,
            `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
          ),
        ),
      );
      stream.on('end', () => {
        file = { data: Buffer.concat(chunks), filename: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    parser.on('error', () =>
      reject(
        failure ??
          new ApiError(400, ERROR_CODES.badRequest, 'The upload was incomplete or malformed. Please try again.'),
      ),
    );
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file) reject(missingFile());
      else if (file.data.length === 0)
        reject(new ApiError(400, ERROR_CODES.emptyFile, 'The photo file is empty. Please choose another one.'));
      else resolve(file);
    });
    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
