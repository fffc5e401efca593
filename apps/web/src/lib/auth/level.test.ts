import { describe, expect, it } from 'vitest';
import { deriveLevel, guestRedirect, normaliseLevel, protectedRedirect, type LevelFields } from './level';

const user = (overrides: Partial<LevelFields> & { activationEnabled?: boolean } = {}): LevelFields => {
  const { activationEnabled = false, ...rest } = overrides;
  return {
    email_verified: true,
    is_activated: false,
    system_config: { activation_code_enabled: activationEnabled },
    ...rest,
  };
};

describe('deriveLevel (docs/product.md §4)', () => {
  it('is 1 while the email is not verified, whatever else holds', () => {
    expect(deriveLevel(user({ email_verified: false }))).toBe(1);
    expect(deriveLevel(user({ email_verified: false, activationEnabled: true, is_activated: false }))).toBe(1);
    expect(deriveLevel(user({ email_verified: false, is_activated: true }))).toBe(1);
  });

  it('is 2 when verified, activation codes are on and the user is not activated', () => {
    expect(deriveLevel(user({ activationEnabled: true, is_activated: false }))).toBe(2);
  });

  it('is 3 otherwise', () => {
    expect(deriveLevel(user({ activationEnabled: true, is_activated: true }))).toBe(3);
    expect(deriveLevel(user({ activationEnabled: false, is_activated: false }))).toBe(3);
    expect(deriveLevel(user({ activationEnabled: false, is_activated: true }))).toBe(3);
  });
});

describe('normaliseLevel', () => {
  it('treats anything but 1, 2, 3 as signed out', () => {
    expect([0, 1, 2, 3, 4, -1, '3', null, undefined, Number.NaN].map(normaliseLevel)).toEqual([0, 1, 2, 3, 0, 0, 0, 0, 0, 0]);
  });
});

describe('protectedRedirect', () => {
  it('shows the page at level 3 and sends the others on', () => {
    expect(protectedRedirect(3)).toBeNull();
    expect(protectedRedirect(2)).toBe('/activation-code');
    expect(protectedRedirect(1)).toBe('/email-verify');
    expect(protectedRedirect(0)).toBe('/login');
    expect(protectedRedirect(7)).toBe('/login');
  });
});

describe('guestRedirect', () => {
  it('shows the page when signed out and sends signed-in users on', () => {
    expect(guestRedirect(3)).toBe('/');
    expect(guestRedirect(2)).toBe('/activation-code');
    expect(guestRedirect(1)).toBe('/email-verify');
    expect(guestRedirect(0)).toBeNull();
    expect(guestRedirect(undefined)).toBeNull();
  });
});
