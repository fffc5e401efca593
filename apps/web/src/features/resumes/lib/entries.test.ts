import { describe, expect, it } from 'vitest';
import { addEntry, moveEntry, moveOrder, remapErrors, removeEntry } from './entries';

describe('entry lists', () => {
  it('moves an entry up or down, clamped at the ends', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('adds up to the maximum and removes by position', () => {
    expect(addEntry(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(addEntry(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(removeEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it("moves each entry's errors with it", () => {
    const errors = {
      firstName: 'FIRST_NAME_REQUIRED',
      'work.0.end': 'END_DATE_REQUIRED',
      'work.2.company': 'COMPANY_REQUIRED',
      'education.0.school': 'SCHOOL_REQUIRED',
    };
    expect(remapErrors(errors, 'work', moveOrder(3, 2, 0))).toEqual({
      firstName: 'FIRST_NAME_REQUIRED',
      'work.1.end': 'END_DATE_REQUIRED',
      'work.0.company': 'COMPANY_REQUIRED',
      'education.0.school': 'SCHOOL_REQUIRED',
    });
    // Removing entry 0: its errors go, the others shift up.
    expect(remapErrors(errors, 'work', [1, 2])).toEqual({
      firstName: 'FIRST_NAME_REQUIRED',
      'work.1.company': 'COMPANY_REQUIRED',
      'education.0.school': 'SCHOOL_REQUIRED',
    });
  });
});
