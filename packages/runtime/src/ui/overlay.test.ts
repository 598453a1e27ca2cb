import { describe, expect, it } from 'vitest';
import { block, isBlocked, OVERLAY_OPACITY, unblock } from './overlay';

function form(html = '<form id="f"><input id="i"><button id="b">Pay</button></form>') {
  document.body.innerHTML = html;
  return document.getElementById('f') as HTMLElement;
}

const overlays = (el: HTMLElement) => el.querySelectorAll(':scope > .blockUI.blockOverlay');

describe('block', () => {
  it('covers the element with a white 0.6 wait overlay', () => {
    const el = form();
    block(el);
    const overlay = el.lastElementChild as HTMLElement;
    expect(overlay.className).toBe('blockUI blockOverlay');
    expect(overlay.style.position).toBe('absolute');
    expect(overlay.style.opacity).toBe(String(OVERLAY_OPACITY));
    expect(OVERLAY_OPACITY).toBe(0.6);
    expect(overlay.style.background).toMatch(/#fff|rgb\(255, 255, 255\)/);
    expect(overlay.style.cursor).toBe('wait');
    expect(Number(overlay.style.zIndex)).toBeGreaterThan(0);
    expect(el.classList.contains('processing')).toBe(true);
    expect(el.getAttribute('aria-busy')).toBe('true');
    expect(isBlocked(el)).toBe(true);
  });

  it('makes the content inert but not the overlay', () => {
    const el = form();
    block(el);
    expect(document.getElementById('i')?.hasAttribute('inert')).toBe(true);
    expect(document.getElementById('b')?.hasAttribute('inert')).toBe(true);
    expect(el.querySelector('.blockOverlay')?.hasAttribute('inert')).toBe(false);
  });

  it('makes a static element relative, and restores it', () => {
    const el = form();
    block(el);
    expect(el.style.position).toBe('relative');
    unblock(el);
    expect(el.hasAttribute('style')).toBe(false);
  });

  it('leaves an already positioned element alone', () => {
    const el = form('<form id="f" style="position: absolute; top: 3px"><input></form>');
    block(el);
    expect(el.style.position).toBe('absolute');
    unblock(el);
    expect(el.getAttribute('style')).toBe('position: absolute; top: 3px');
  });

  it('counts nested calls: only the last unblock lifts the overlay', () => {
    const el = form();
    block(el);
    block(el);
    expect(overlays(el)).toHaveLength(1);
    unblock(el);
    expect(overlays(el)).toHaveLength(1);
    expect(isBlocked(el)).toBe(true);
    unblock(el);
    expect(overlays(el)).toHaveLength(0);
    expect(isBlocked(el)).toBe(false);
    unblock(el);
  });
});

describe('unblock', () => {
  it('restores the element exactly', () => {
    const html = '<form id="f" class="checkout" aria-busy="false"><p inert>x</p><input></form>';
    const el = form(html);
    const before = el.outerHTML;
    block(el);
    unblock(el);
    expect(el.outerHTML).toBe(before);
  });

  it('keeps a processing class and inert child that were there before', () => {
    const el = form('<form id="f" class="processing"><p inert>x</p><input></form>');
    block(el);
    unblock(el);
    expect(el.className).toBe('processing');
    expect(el.querySelector('p')?.hasAttribute('inert')).toBe(true);
    expect(el.querySelector('input')?.hasAttribute('inert')).toBe(false);
  });

  it('leaves a bare element without class or aria-busy attributes', () => {
    const el = form('<form id="f"></form>');
    block(el);
    unblock(el);
    expect(el.outerHTML).toBe('<form id="f"></form>');
  });
});
