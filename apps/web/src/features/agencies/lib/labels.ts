import type { TFunction } from 'i18next';

/** A service, sector or language key in the agencies namespace, or the operator's own words when it has none. */
export function label(t: TFunction<'agencies'>, group: 'services' | 'sectors' | 'languages', value: string): string {
  return t(`${group}.${value}`, { defaultValue: value });
}
