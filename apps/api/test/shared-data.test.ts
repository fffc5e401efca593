import { join } from 'node:path';
import { SHARED_DATA, SharedDataMissingError, sharedData } from '@jobbridge/test-data';
import { describe, expect, it } from 'vitest';

// Every test that reads the real public data goes through packages/test-data: a missing file must say what is
// missing and where it was looked for, not fail later with a bare ENOENT or an empty list.
describe('the real test data', () => {
  it('is found beside the checkout, file by file', () => {
    expect(sharedData('SOURCES.md')).toBe(join(SHARED_DATA, 'SOURCES.md'));
    expect(sharedData('resumes')).toBe(join(SHARED_DATA, 'resumes'));
  });

  it('names what is missing, where it looked, and how to point elsewhere', () => {
    const missing = () => sharedData('jobs_nowhere', 'nothing.csv');
    expect(missing).toThrow(SharedDataMissingError);
    expect(missing).toThrow(
      `Missing test data: jobs_nowhere/nothing.csv was looked for at ${join(SHARED_DATA, 'jobs_nowhere', 'nothing.csv')}`,
    );
    expect(missing).toThrow('JOBBRIDGE_SHARED_DATA');
  });
});
