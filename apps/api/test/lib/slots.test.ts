import { describe, expect, it } from 'vitest';
import { Slots } from '../../src/lib/slots.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A task that runs until released, recording when it started. */
function gated(log: string[], name: string) {
  let release!: () => void;
  let fail!: (err: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    release = () => resolve(name);
    fail = reject;
  });
  return {
    task: () => {
      log.push(name);
      return done;
    },
    release,
    fail,
  };
}

// Searches take turns (decision 046): a few at a time, the rest in the order they came.
describe('Slots', () => {
  it('runs at most `limit` tasks at once and starts the others in the order they came', async () => {
    const slots = new Slots(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => gated(log, name));
    const results = tasks.map((t) => slots.run(t.task));
    await settle();
    expect(log).toEqual(['a', 'b']);
    expect(slots.queued).toBe(2);

    tasks[1]!.release();
    expect(await results[1]).toBe('b');
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);

    tasks[0]!.release();
    tasks[2]!.release();
    await settle();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    expect(slots.queued).toBe(0);
    tasks[3]!.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the slot back when a task fails, and the failure reaches its caller', async () => {
    const slots = new Slots(1);
    const log: string[] = [];
    const [a, b] = [gated(log, 'a'), gated(log, 'b')];
    const first = slots.run(a.task);
    const second = slots.run(b.task);
    await settle();
    a.fail(new Error('statement timeout'));
    await expect(first).rejects.toThrow('statement timeout');
    await settle();
    expect(log).toEqual(['a', 'b']);
    b.release();
    expect(await second).toBe('b');
    // Free again: a new task starts at once.
    const c = gated(log, 'c');
    const third = slots.run(c.task);
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    c.release();
    await third;
  });

  it('with limit 0 never makes a task wait', async () => {
    const slots = new Slots(0);
    const log: string[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) => gated(log, String(i)));
    const results = tasks.map((t) => slots.run(t.task));
    await settle();
    expect(log).toHaveLength(5);
    for (const t of tasks) t.release();
    await Promise.all(results);
  });
});
