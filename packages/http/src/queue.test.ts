import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './queue';

/** A promise with its resolve/reject exposed. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSerialQueue', () => {
  it('runs one task at a time, in order', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const first = deferred<string>();
    const a = queue.enqueue(() => (log.push('start a'), first.promise));
    const b = queue.enqueue(async () => (log.push('start b'), 'b'));
    await flush();
    expect(log).toEqual(['start a']);
    expect(queue.size).toBe(2);

    first.resolve('a');
    await expect(a).resolves.toBe('a');
    await expect(b).resolves.toBe('b');
    expect(log).toEqual(['start a', 'start b']);
    await queue.idle();
    expect(queue.size).toBe(0);
  });

  it('rejects only the failed task and keeps going', async () => {
    const queue = createSerialQueue();
    const failing = queue.enqueue(() => Promise.reject(new Error('boom')));
    const throwing = queue.enqueue(() => {
      throw new Error('sync boom');
    });
    const after = queue.enqueue(async () => 'still runs');
    await expect(failing).rejects.toThrow('boom');
    await expect(throwing).rejects.toThrow('sync boom');
    await expect(after).resolves.toBe('still runs');
    expect(queue.size).toBe(0);
  });

  it('idle() waits for everything queued so far', async () => {
    const queue = createSerialQueue();
    const gate = deferred<void>();
    let done = false;
    void queue.enqueue(() => gate.promise);
    void queue.enqueue(async () => {
      done = true;
    });
    const idle = queue.idle();
    await flush();
    expect(done).toBe(false);
    gate.resolve();
    await idle;
    expect(done).toBe(true);
  });
});
