import { AppError } from './app-error.ts';

/** U+0000 (PostgreSQL cannot store it in text) or a UTF-16 surrogate without its pair (not valid Unicode). */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for
const BAD = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isCleanText = (value: string) => !BAD.test(value);

/**
 * The path (`a.b.0`) of the first string in `value` (keys included) that is not clean text, or null. Walks
 * with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUncleanText(value: unknown, root = ''): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isCleanText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((v, i) => stack.push([v, path ? `${path}.${i}` : String(i)]));
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [k, v] of Object.entries(item)) {
        const at = path ? `${path}.${k}` : k;
        if (!isCleanText(k)) return at;
        stack.push([v, at]);
      }
    }
  }
  return null;
}

/** 400 VALIDATION_ERROR naming the field, the same answer a schema rule gives. */
export function uncleanTextError(field: string): AppError {
  return new AppError('VALIDATION_ERROR', { fields: [{ field, message: 'INVALID_CHARACTERS' }] });
}

/** For text read outside the schemas (multipart fields and file names). */
export function assertCleanText(value: string | undefined, field: string): void {
  if (value !== undefined && !isCleanText(value)) throw uncleanTextError(field);
}
