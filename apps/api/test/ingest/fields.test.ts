import { describe, expect, it } from 'vitest';
import {
  cleanLocation,
  contractTypeOf,
  countryCode,
  detectJobTerms,
  detectRemote,
  formatPostcode,
  hoursOf,
  parseDate,
} from '../../src/modules/ingest/fields.ts';

describe('parseDate', () => {
  it('reads ISO dates and times, and slash dates in UK order unless told', () => {
    expect(parseDate('2026-04-08T13:46:21Z')?.toISOString()).toBe('2026-04-08T13:46:21.000Z');
    expect(parseDate('2026-08-06T12:50:10-04:00')?.toISOString()).toBe('2026-08-06T16:50:10.000Z');
    expect(parseDate('2024-12-20')?.toISOString()).toBe('2024-12-20T00:00:00.000Z');
    expect(parseDate('15/04/2026')?.toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(parseDate('9/11/2024')?.toISOString()).toBe('2024-11-09T00:00:00.000Z');
    expect(parseDate('9/11/2024', 'mdy')?.toISOString()).toBe('2024-09-11T00:00:00.000Z');
    for (const bad of ['', null, 'yesterday', '31/02/2024', '13/13/2024', '2024-13-01']) expect(parseDate(bad)).toBeNull();
  });
});

describe('places', () => {
  it('cleans locations and finds countries', () => {
    expect(cleanLocation('Heywood, ENG, GB')).toBe('Heywood');
    expect(cleanLocation('Holywell, WLS, GB')).toBe('Holywell');
    expect(cleanLocation('London, UK')).toBe('London');
    expect(cleanLocation('  Farringdon,  Central London ')).toBe('Farringdon, Central London');
    expect(cleanLocation('SN151BN')).toBe('SN15 1BN');
    expect(cleanLocation('Ireland')).toBe('Ireland');
    expect(cleanLocation('')).toBeNull();
    expect(formatPostcode('pe38bg')).toBe('PE3 8BG');
    expect(formatPostcode('Leeds')).toBe('Leeds');
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('European Union')).toBeNull();
  });
});

describe('workplace and terms', () => {
  it('reads the workplace from the headline, then explicit phrases only', () => {
    expect(detectRemote('Hybrid - London')).toBe('hybrid');
    expect(detectRemote('Data Architect - Remote | London')).toBe('remote');
    expect(detectRemote('Care Assistant | Leeds', 'Work Location: In person')).toBe('onsite');
    expect(detectRemote('Streamer | Manchester', 'Work Location: Remote')).toBe('remote');
    expect(detectRemote('Analyst | London', 'Some remote working on offer- 2-3 days in the office')).toBe('hybrid');
    expect(detectRemote('Developer | Leeds', 'Fully Remote Working')).toBe('remote');
    expect(detectRemote('Engineer | Leeds', 'remote monitoring of hybrid cloud systems')).toBeNull();
  });

  it('maps board words and Indeed "Job Types" lines', () => {
    expect(contractTypeOf('Permanent')).toBe('permanent');
    expect(contractTypeOf('Short Term')).toBe('temporary');
    expect(contractTypeOf('Intern')).toBe('internship');
    expect(contractTypeOf('FullTime')).toBeNull();
    expect(hoursOf('FullTime')).toBe('full_time');
    expect(hoursOf('part_time')).toBe('part_time');
    expect(detectJobTerms('Care Assistant', 'Job Types: Part-time, Full-time, Permanent')).toEqual({
      contractType: 'permanent',
      hours: 'full_time',
    });
    expect(detectJobTerms('Apprentice Electrician', '')).toEqual({ contractType: 'apprenticeship', hours: null });
    expect(detectJobTerms('PR Manager (9 Month FTC)', '')).toEqual({ contractType: 'temporary', hours: null });
  });
});
