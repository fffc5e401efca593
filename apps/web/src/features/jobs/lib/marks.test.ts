import type { JobMarks } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { applyChange, withMarks } from './marks';
import { parseJobId } from './search-params';

const marks = (over: Partial<JobMarks> = {}): JobMarks => ({ saved: false, applied: false, appliedAt: null, flash: false, ...over });

describe('withMarks', () => {
  it('changes the job wherever it is cached and leaves the rest untouched', () => {
    const other = { id: 2, marks: marks() };
    const data = { items: [{ id: 1, marks: marks() }, other], total: 2 };
    const next = withMarks(data, 1, (m) => ({ ...m, saved: true }));
    expect(next.items[0]?.marks.saved).toBe(true);
    expect(next.items[1]).toBe(other);
    expect(data.items[0]?.marks.saved).toBe(false);
    expect(withMarks(data, 99, (m) => m)).toBe(data);
  });

  it('reaches a detail and its related jobs', () => {
    const detail = { id: 1, marks: marks(), related: [{ id: 3, marks: marks() }] };
    expect(withMarks(detail, 3, (m) => ({ ...m, flash: true })).related[0]?.marks.flash).toBe(true);
    expect(withMarks(detail, 1, (m) => ({ ...m, flash: true })).marks.flash).toBe(true);
  });
});

describe('applyChange', () => {
  it('dates an application and clears the date when unmarked', () => {
    const now = new Date('2026-03-14T10:00:00Z');
    expect(applyChange(marks(), { applied: true }, now)).toEqual(marks({ applied: true, appliedAt: now.toISOString() }));
    expect(applyChange(marks({ applied: true, appliedAt: 'x' }), { applied: false })).toEqual(marks());
    expect(applyChange(marks({ applied: true, appliedAt: 'x' }), { saved: true })).toEqual(
      marks({ applied: true, appliedAt: 'x', saved: true }),
    );
  });
});

describe('parseJobId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseJobId('42')).toBe(42);
    expect(parseJobId('0')).toBeNull();
    expect(parseJobId('4a')).toBeNull();
    expect(parseJobId(undefined)).toBeNull();
  });
});
