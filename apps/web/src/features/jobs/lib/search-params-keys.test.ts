import { describe, expect, it } from 'vitest';
import { JOB_SEARCH_KEYS } from '@/config/page-params';
import { parseSearchParams } from './search-params';

/** URL parameters that note which ones were read. */
class Recorder extends URLSearchParams {
  readonly read = new Set<string>();
  override get(name: string) {
    this.read.add(name);
    return super.get(name);
  }
  override getAll(name: string) {
    this.read.add(name);
    return super.getAll(name);
  }
  override has(name: string, value?: string) {
    this.read.add(name);
    return super.has(name, value);
  }
}

describe('the URL parameters a page declares for its first view (decision 049)', () => {
  it('cover every parameter the job search reads: others would be drawn wrong by the server', () => {
    const params = new Recorder('q=data&location=Leeds&verdict=licensed_sponsor&page=2&sort=time&minSalary=30000');
    parseSearchParams(params);
    expect(params.read.size).toBeGreaterThan(5);
    for (const name of params.read) expect(JOB_SEARCH_KEYS, name).toContain(name);
  });
});
