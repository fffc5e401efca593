import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToHistory,
  clearLocalHistory,
  HISTORY_KEY,
  HISTORY_LIMIT,
  parseHistory,
  readLocalHistory,
  recordLocalSearch,
  subscribeLocalHistory,
  type HistoryEntry,
} from './local-history';

const entry = (q: string, location = '', createdAt = '2026-01-01T00:00:00.000Z'): HistoryEntry => ({ q, location, createdAt });

describe('addToHistory', () => {
  it('puts the newest first and drops an earlier identical search, whatever its case or spaces', () => {
    const list = [entry('nurse', 'Leeds'), entry('data analyst')];
    const next = addToHistory(list, entry(' Data Analyst ', '', '2026-02-01T00:00:00.000Z'));
    expect(next).toEqual([entry('Data Analyst', '', '2026-02-01T00:00:00.000Z'), entry('nurse', 'Leeds')]);
  });

  it('keeps the same keyword in different places apart', () => {
    expect(addToHistory([entry('nurse', 'Leeds')], entry('nurse', 'York'))).toHaveLength(2);
  });

  it('keeps at most 20', () => {
    let list: HistoryEntry[] = [];
    for (let i = 0; i < 30; i++) list = addToHistory(list, entry(`job ${i}`));
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]?.q).toBe('job 29');
    expect(list.at(-1)?.q).toBe('job 10');
  });

  it('ignores an empty search', () => {
    expect(addToHistory([entry('a')], entry(' ', ' '))).toEqual([entry('a')]);
  });
});

describe('stored history', () => {
  beforeEach(() => localStorage.clear());

  it('reads defensively', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"q":"x"}')).toEqual([]);
    expect(parseHistory(JSON.stringify([entry('a'), { q: 1 }, null]))).toEqual([entry('a')]);
  });

  it('records under `searchHistory`, tells subscribers, and clears', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLocalHistory(listener);
    recordLocalSearch('nurse', 'Leeds', new Date('2026-03-01T10:00:00Z'));
    recordLocalSearch('analyst', '', new Date('2026-03-02T10:00:00Z'));
    recordLocalSearch('NURSE', 'leeds', new Date('2026-03-03T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual([
      entry('NURSE', 'leeds', '2026-03-03T10:00:00.000Z'),
      entry('analyst', '', '2026-03-02T10:00:00.000Z'),
    ]);
    expect(readLocalHistory()).toBe(readLocalHistory());
    expect(listener).toHaveBeenCalledTimes(3);
    clearLocalHistory();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(readLocalHistory()).toEqual([]);
    unsubscribe();
  });
});
