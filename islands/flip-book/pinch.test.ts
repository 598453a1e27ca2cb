import { describe, expect, it } from 'vitest';
import { watchDragPan, watchPinch } from './pinch';

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

describe('watchDragPan', () => {
  it('pans the viewport by mouse drag only while zoomed, keeping the drag from page-flip', () => {
    const el = document.body.appendChild(document.createElement('div'));
    const inner = el.appendChild(document.createElement('div'));
    const scrolls: number[][] = [];
    el.scrollBy = ((x: number, y: number) => void scrolls.push([x, y])) as unknown as typeof el.scrollBy;
    let zoomed = false;
    const reached: string[] = [];
    inner.addEventListener('mousedown', () => reached.push('page-flip'));
    const stop = watchDragPan(el, () => zoomed);
    const mouse = (target: EventTarget, type: string, x: number, y: number) =>
      target.dispatchEvent(
        new MouseEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, cancelable: true }),
      );
    mouse(inner, 'mousedown', 100, 100);
    mouse(window, 'mousemove', 80, 90);
    expect(scrolls).toEqual([]);
    expect(reached).toEqual(['page-flip']);
    mouse(window, 'mouseup', 80, 90);
    zoomed = true;
    mouse(inner, 'mousedown', 100, 100);
    mouse(window, 'mousemove', 80, 90);
    mouse(window, 'mouseup', 80, 90);
    mouse(window, 'mousemove', 0, 0);
    expect(scrolls).toEqual([[20, 10]]);
    expect(reached).toEqual(['page-flip']);
    stop();
    el.remove();
  });
});
