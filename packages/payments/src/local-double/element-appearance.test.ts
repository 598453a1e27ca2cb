import { afterEach, describe, expect, it } from 'vitest';
import type { Appearance } from '@stripe/stripe-js';
import { DoubleCardElement } from './element';

const elements: DoubleCardElement[] = [];
afterEach(() => {
  elements.splice(0).forEach((e) => e.destroy()); // its pending 'ready' goes with it
  document.body.innerHTML = '';
});

/** The double's element mounted with `appearance`; its root's CSS variables. */
function mounted(appearance: Appearance): CSSStyleDeclaration {
  const host = document.createElement('div');
  document.body.append(host);
  const element = new DoubleCardElement({}, () => appearance);
  elements.push(element);
  element.mount(host);
  return host.querySelector<HTMLElement>('.payment-double')!.style;
}

describe('the double’s element writes only safe appearance values into CSS', () => {
  it('uses the theme’s safe values', () => {
    const style = mounted({
      variables: { colorBackground: '#fafafa', fontFamily: 'Lato, "Helvetica Neue", sans-serif', fontSizeBase: '17px' },
    });
    expect(style.getPropertyValue('--pd-bg')).toBe('#fafafa');
    expect(style.getPropertyValue('--pd-size')).toBe('17px');
    expect(style.getPropertyValue('--pd-font')).toContain('Lato');
  });

  it('falls back to its defaults for url(), expressions and declaration breakers', () => {
    const style = mounted({
      variables: {
        colorBackground: 'url(https://evil.example/pixel.png)',
        fontFamily: 'x;background:url(https://evil.example/a.png)',
        fontSizeBase: 'expression(alert(1))',
      },
    });
    expect(style.getPropertyValue('--pd-bg')).toBe('#ffffff');
    expect(style.getPropertyValue('--pd-font')).toBe('inherit');
    expect(style.getPropertyValue('--pd-size')).toBe('15px');
    expect(document.body.innerHTML).not.toContain('evil.example');
  });
});
