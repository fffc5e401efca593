import type { Language } from '@jobbridge/contracts';

/** "1.2 MB", "830 KB": sizes of resume files. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Absolute date and time in tables (docs/design.md): "21 Nov 2026, 18:20" / "2026年11月21日 18:20". */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
