import { describe, expect, it } from 'vitest';
import { keyedLock } from './locks';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('keyedLock', () => {
  it('runs calls of one key one at a time, in call order, even after a failure', async () => {
    const lock = keyedLock<string>();
    const log: string[] = [];
    const job =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      lock.run('a', job('1', true)),
      lock.run('a', job('2')),
      lock.run('a', job('3')),
    ]);
    expect(log).toEqual(['1 start', '1 end', '2 start', '2 end', '3 start', '3 end']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('runs different keys side by side', async () => {
    const lock = keyedLock<number>();
    const log: string[] = [];
    const job = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([lock.run(1, job('a')), lock.run(2, job('b'))]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
