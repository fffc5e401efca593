import { describe, expect, it } from 'vitest';
import { findEmails, pickApplicationEmail, validateEmail } from '../../src/modules/ingest/index.ts';

describe('emails', () => {
  it('validates and lower-cases', () => {
    expect(validateEmail('Cruck@ExemplarHC.com')).toBe('cruck@exemplarhc.com');
    expect(validateEmail('mailto:HR@atlashotels.co.uk?subject=CV')).toBe('hr@atlashotels.co.uk');
    expect(validateEmail('office-north@solosupportservices.co.uk')).toBe('office-north@solosupportservices.co.uk');
    for (const bad of ['no-at-sign', '@acme.com', 'a@b', 'a..b@acme.com', '.a@acme.com', 'a@-acme.com', 'a@acme.c', 'a@acme.123']) {
      expect(validateEmail(bad), bad).toBeNull();
    }
  });

  it('drops no-reply, placeholder and file-name addresses', () => {
    for (const bad of [
      'noreply@acme.com',
      'no-reply@acme.com',
      'do-not-reply@acme.com',
      'donotreply@acme.co.uk',
      'mailer-daemon@acme.com',
      'jobs@example.com',
      'you@example.org',
      'name@yourcompany.com',
      'hr@acme.test',
      'logo@2x.png',
      'icon@3x.webp',
    ]) {
      expect(validateEmail(bad), bad).toBeNull();
    }
  });

  it('finds plain and mailto addresses in order, without repeats', () => {
    const text = 'Send your CV to Jobs@Acme.co.uk or <a href="mailto:hr@acme.co.uk">HR</a>. Not noreply@acme.co.uk; again jobs@acme.co.uk.';
    expect(findEmails(text)).toEqual(['jobs@acme.co.uk', 'hr@acme.co.uk']);
  });

  it('trims a sentence that runs into the address', () => {
    expect(findEmails('email hr@ragdalehall.co.uk.No agencies')).toEqual(['hr@ragdalehall.co.uk']);
    expect(findEmails('Write to careers@acme.co.uk.')).toEqual(['careers@acme.co.uk']);
  });

  it('prefers the source field, first of a list, then the ad', () => {
    expect(pickApplicationEmail(['Elizabeth.wilce@brainkind.org, beth.gore1@brainkind.org'], 'other@acme.com')).toBe(
      'elizabeth.wilce@brainkind.org',
    );
    expect(pickApplicationEmail(['', null, 'noreply@acme.com'], 'Apply: jobs@acme.com')).toBe('jobs@acme.com');
    expect(pickApplicationEmail([], 'No address here')).toBeNull();
  });
});
