import { describe, expect, it } from 'vitest';
import { watchPinch } from './pinch';

const touch = (el: HTMLElement, type: string, id: number, x: number, pointerType = 'touch') =>
  el.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType, clientX: x, clientY: 0, bubbles: true }));

describe('watchPinch', () => {
  it('steps in when two fingers spread and out when they pinch', () => {
    const el = document.createElement('div');
    const steps: number[] = [];
    const stop = watchPinch(el, (s) => steps.push(s));
    touch(el, 'pointerdown', 1, 100);
    touch(el, 'pointerdown', 2, 200);
    touch(el, 'pointermove', 2, 220);
    expect(steps).toEqual([]);
    touch(el, 'pointermove', 2, 240);
    expect(steps).toEqual([1]);
    touch(el, 'pointermove', 2, 190);
    expect(steps).toEqual([1, -1]);
    touch(el, 'pointerup', 2, 190);
    touch(el, 'pointermove', 1, 0);
    expect(steps).toEqual([1, -1]);
    stop();
    touch(el, 'pointerdown', 2, 200);
    touch(el, 'pointermove', 2, 400);
    expect(steps).toEqual([1, -1]);
  });
  it('ignores the mouse and a single finger', () => {
    const el = document.createElement('div');
    const steps: number[] = [];
    const stop = watchPinch(el, (s) => steps.push(s));
    touch(el, 'pointerdown', 1, 100, 'mouse');
    touch(el, 'pointerdown', 2, 200);
    touch(el, 'pointermove', 2, 400);
    expect(steps).toEqual([]);
    stop();
  });
});
