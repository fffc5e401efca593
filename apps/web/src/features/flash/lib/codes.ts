/** The error's code, when it has one (its catalogue words and, for quota codes, the upgrade link). */
export function isCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
