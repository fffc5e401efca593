import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { assertCleanText } from '../../lib/clean-text.ts';
import type { FileStore } from '../../providers/files/index.ts';
import { discard, receive, type TempFile } from './storage.ts';

export interface Upload {
  temp: TempFile;
  filename: string | undefined;
  fields: Record<string, string>;
}

/**
 * Reads a multipart request: the `file` part is streamed to a staged file (never held in memory) and
 * stops at the size limit set when multipart was registered (RESUME_TOO_LARGE, nothing kept); short text
 * fields (the alias) are collected whichever order they come in.
 */
export async function readUpload(request: FastifyRequest, files: FileStore): Promise<Upload> {
  const fields: Record<string, string> = {};
  let temp: TempFile | undefined;
  let filename: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part;
        if (file.fieldname !== 'file' || temp) {
          file.file.resume(); // not ours: drain it
          continue;
        }
        assertCleanText(file.filename, 'file');
        temp = await receive(files, file.file);
        if (file.file.truncated) throw new AppError('RESUME_TOO_LARGE');
        filename = file.filename;
      } else if (typeof part.value === 'string') {
        assertCleanText(part.value, part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await discard(files, temp);
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('RESUME_TOO_LARGE');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    if (typeof code === 'string' && code.startsWith('FST_')) throw new AppError('BAD_REQUEST', { cause: err });
    throw err;
  }
  if (!temp) throw new AppError('RESUME_NOT_PDF');
  return { temp, filename, fields };
}

/** `attachment` with an ASCII fallback name and the real (UTF-8) one, per RFC 6266 / 5987. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
