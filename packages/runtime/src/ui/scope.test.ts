import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { createScope } from './scope';

describe('createScope', () => {
  it('aborts its signal and runs the kept cleanups, newest first, once', () => {
    const scope = createScope();
    const order: string[] = [];
    scope.add(() => order.push('first'));
    scope.add(() => order.push('second'));
    expect(scope.signal.aborted).toBe(false);
    scope.dispose();
    scope.dispose();
    expect(scope.signal.aborted).toBe(true);
    expect(scope.disposed).toBe(true);
    expect(order).toEqual(['second', 'first']);
  });

  it('a cleanup run early is forgotten; one added after dispose runs at once', () => {
    const scope = createScope();
    const cancel = vi.fn();
    const run = scope.add(cancel);
    run();
    run();
    scope.dispose();
    expect(cancel).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    scope.add(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('a throwing cleanup is logged and the others still run', () => {
    const logged = expectConsoleError('[storefront] cleanup failed');
    const scope = createScope();
    const other = vi.fn();
    scope.add(other);
    scope.add(() => {
      throw new Error('bad');
    });
    scope.dispose();
    expect(other).toHaveBeenCalledTimes(1);
    expect(logged).toEqual(['[storefront] cleanup failed Error: bad']);
  });
});
