/** Runs async tasks one at a time, in the order they were enqueued. */
export interface SerialQueue {
  /** Queues `task`; the promise settles with the task's own result. A failure does not stop later tasks. */
  enqueue<T>(task: () => Promise<T> | T): Promise<T>;
  /** Tasks queued or running. */
  readonly size: number;
  /** Resolves once every task queued so far has settled. */
  idle(): Promise<void>;
}

/**
 * Creates a serial queue, e.g. so add-to-cart clicks reach the server in order and each response
 * is applied to the page before the next request starts.
 */
export function createSerialQueue(): SerialQueue {
  // The chain's tail never rejects, so one failed task cannot stall the ones behind it.
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  const settled = () => {
    size--;
  };
  return {
    enqueue(task) {
      size++;
      const run = tail.then(task);
      tail = run.then(settled, settled);
      return run;
    },
    get size() {
      return size;
    },
    idle: () => tail.then(() => undefined),
  };
}
