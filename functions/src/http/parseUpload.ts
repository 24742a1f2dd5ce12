/**
 * Reads the one palm photo of a multipart upload with busboy, from `req.rawBody` under Cloud
 * Functions (whose runtime has already consumed the stream) or from the stream elsewhere.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '../domain/DomainError.js';
import { ERROR_DETAILS } from '../contract/errors.js';
import { MAX_UPLOAD_BYTES, PALM_OF_FIELD, UPLOAD_FIELD } from '../contract/paths.js';
import { PALM_OF, type PalmOf } from '../contract/readingContent.js';

export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimeType: string;
}

/** The photo of an upload and whose palm it shows. */
export interface PalmUpload {
  file: UploadedFile;
  palmOf: PalmOf;
}

export function parsePalmUpload(req: Request & { rawBody?: Buffer }): Promise<PalmUpload> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(new DomainError('uploadNotMultipart'));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, parts: 12, fieldSize: 1024 },
      });
    } catch {
      reject(new DomainError('uploadMalformed'));
      return;
    }
    let file: UploadedFile | undefined;
    let palmOf: PalmOf = 'self';
    let failure: DomainError | undefined;
    const fail = (err: DomainError) => {
      failure ??= err;
    };

    parser.on('file', (name, stream, info) => {
      if (name !== UPLOAD_FIELD || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      // A body cut short errors the file stream too; unheard, that error would take the process down.
      stream.on('error', () => fail(new DomainError('uploadMalformed')));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new DomainError('fileTooLarge')));
      stream.on('end', () => {
        file = { data: Buffer.concat(chunks), filename: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    parser.on('field', (name, value) => {
      if (name !== PALM_OF_FIELD) return;
      if ((PALM_OF as readonly string[]).includes(value)) palmOf = value as PalmOf;
      else fail(new DomainError('invalidInput', { message: ERROR_DETAILS.palmOfInvalid }));
    });
    parser.on('error', () => reject(failure ?? new DomainError('uploadMalformed')));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file) reject(new DomainError('missingFile'));
      else if (file.data.length === 0) reject(new DomainError('emptyFile'));
      else resolve({ file, palmOf });
    });
    if (req.rawBody) parser.end(req.rawBody);
    else {
      // A client gone part way through its body: the upload ends here (nothing waits for it forever).
      req.once('close', () => {
        if (!req.complete) reject(new DomainError('uploadMalformed'));
      });
      req.pipe(parser);
    }
  });
}
