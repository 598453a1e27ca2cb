import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAddressGlobals, renderCheckoutForm } from './checkout-form.fixture';
import { bindAddressFields, type AddressController } from './index';
import { SECTION_SLIDE_MS } from './toggles';

// The address rules load on need (first reach or country change): preloaded, so one started by a test's events
// resolves from the module cache, never after the test environment is gone.
beforeAll(() => import('./rules'));

// 'Ship to a different address' and 'Create an account' sections (spec §2, §4 "Create account").

let controller: AddressController;
let uninstall: () => void;
const $ = <T extends Element = HTMLElement>(sel: string): T => {
  const el = document.querySelector<T>(sel);
  if (!el) throw new Error(`missing ${sel}`);
  return el;
};
const tick = (sel: string, checked: boolean): void => {
  const box = $<HTMLInputElement>(sel);
  box.checked = checked;
  fireEvent.change(box);
};

/** A controllable Web Animations stand-in: `finish()` ends the running slide. */
function fakeAnimate(el: HTMLElement) {
  const runs: Array<{ keyframes: Keyframe[]; options: KeyframeAnimationOptions; finish(): void; cancelled: boolean }> =
    [];
  // happy-dom has no layout: a shown section is 100 px tall.
  Object.defineProperty(el, 'scrollHeight', { get: () => 100 });
  el.getBoundingClientRect = () => ({ height: el.hidden ? 0 : 100 }) as DOMRect;
  el.animate = ((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    let finish!: () => void;
    let cancel!: (e: unknown) => void;
    const finished = new Promise<void>((res, rej) => ((finish = res), (cancel = rej)));
    const run = { keyframes, options, finish, cancelled: false };
    runs.push(run);
    return { finished, cancel: () => ((run.cancelled = true), cancel(new Error('abort'))) } as unknown as Animation;
  }) as HTMLElement['animate'];
  return runs;
}

const reduceMotion = (): void => {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }) as MediaQueryList);
};

beforeEach(() => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(600);
  uninstall = installAddressGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
  controller?.dispose();
  uninstall();
});

describe('ship to a different address', () => {
  it('shows and hides .shipping_address with the hidden attribute', () => {
    reduceMotion();
    controller = bindAddressFields(renderCheckoutForm());
    const section = $('.shipping_address');
    expect(section.hidden).toBe(true);
    tick('#ship-to-different-address-checkbox', true);
    expect(section.hidden).toBe(false);
    expect(section.getAttribute('style')).toBeNull();
    tick('#ship-to-different-address-checkbox', false);
    expect(section.hidden).toBe(true);
  });

  it('a box ticked at load shows the section at once', () => {
    controller = bindAddressFields(renderCheckoutForm({ shipToDifferent: true }));
    expect($('.shipping_address').hidden).toBe(false);
  });

  it('slides over 400 ms: open shows at once and animates height, close hides at the end', async () => {
    controller = bindAddressFields(renderCheckoutForm());
    const section = $('.shipping_address');
    const runs = fakeAnimate(section);
    tick('#ship-to-different-address-checkbox', true);
    expect(section.hidden).toBe(false);
    expect(runs[0]?.options.duration).toBe(SECTION_SLIDE_MS);
    expect(runs[0]?.keyframes[0]).toMatchObject({ height: '0px' });
    runs[0]?.finish();
    await Promise.resolve();
    tick('#ship-to-different-address-checkbox', false);
    expect(section.hidden).toBe(false); // still sliding up
    expect(runs[1]?.keyframes[1]).toMatchObject({ height: '0px' });
    runs[1]?.finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(section.hidden).toBe(true);
  });

  it('no animation when the shopper prefers reduced motion', () => {
    reduceMotion();
    controller = bindAddressFields(renderCheckoutForm());
    const runs = fakeAnimate($('.shipping_address'));
    tick('#ship-to-different-address-checkbox', true);
    expect(runs).toHaveLength(0);
    expect($('.shipping_address').hidden).toBe(false);
    tick('#ship-to-different-address-checkbox', false);
    expect($('.shipping_address').hidden).toBe(true);
  });
});

describe('create account', () => {
  it('ticking reveals div.create-account and clears the password without marking it', () => {
    reduceMotion();
    controller = bindAddressFields(renderCheckoutForm());
    const password = $<HTMLInputElement>('#account_password');
    password.value = 'filled-by-browser';
    const typed = vi.fn();
    password.addEventListener('input', typed);
    expect($('div.create-account').hidden).toBe(true);
    tick('#createaccount', true);
    expect($('div.create-account').hidden).toBe(false);
    expect(password.value).toBe('');
    expect(typed).toHaveBeenCalledOnce();
    expect($('#account_password_field').classList.contains('woocommerce-invalid')).toBe(false);
    tick('#createaccount', false);
    expect($('div.create-account').hidden).toBe(true);
  });

  it('a box ticked at load shows the section; refresh() re-syncs replaced markup', () => {
    const form = renderCheckoutForm({ createAccount: true });
    controller = bindAddressFields(form);
    expect($('div.create-account').hidden).toBe(false);
    $('div.create-account').hidden = true; // e.g. markup printed again by the server
    controller.refresh();
    expect($('div.create-account').hidden).toBe(false);
  });
});
