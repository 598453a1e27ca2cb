import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import jQuery from 'jquery';
import { emitVetoable } from './veto';

afterEach(() => {
  delete (globalThis as { jQuery?: unknown }).jQuery;
  document.body.innerHTML = '';
});

describe('emitVetoable', () => {
  it('goes ahead when nobody objects, and vetoes on preventDefault', () => {
    const form = document.body.appendChild(document.createElement('form'));
    expect(emitVetoable('checkout_place_order', {}, form)).toBe(true);
    form.addEventListener('checkout_place_order', (e) => e.preventDefault());
    expect(emitVetoable('checkout_place_order', {}, form)).toBe(false);
  });

  it('lets a jQuery handler returning false veto, passing the positional arguments, each handler once', () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    const form = document.body.appendChild(document.createElement('form'));
    const seen: unknown[][] = [];
    jQuery(form).on('checkout_place_order_cod', (_e: unknown, ...args: unknown[]) => {
      seen.push(args);
      return false;
    });
    const native = vi.fn();
    form.addEventListener('checkout_place_order_cod', native);
    expect(emitVetoable('checkout_place_order_cod', { method: 'cod' }, form, [{ form }])).toBe(false);
    expect(seen).toEqual([[{ form }]]);
    expect(native).toHaveBeenCalledTimes(1);
  });

  it('does not veto when a jQuery handler returns nothing or throws', () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    const form = document.body.appendChild(document.createElement('form'));
    jQuery(form).on('checkout_place_order', () => undefined);
    expect(emitVetoable('checkout_place_order', {}, form)).toBe(true);
    expectConsoleError('[storefront] a jQuery "checkout_place_order" handler threw Error: boom');
    jQuery(form).on('checkout_place_order', () => {
      throw new Error('boom');
    });
    expect(emitVetoable('checkout_place_order', {}, form)).toBe(true);
  });
});
