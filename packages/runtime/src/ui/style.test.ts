import { afterEach, describe, expect, it } from 'vitest';
import { addStyle, cspNonce } from './style';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('cspNonce', () => {
  it('is the nonce of the first script carrying one', () => {
    document.head.innerHTML =
      '<script type="application/json">{}</script><script nonce="n0nce+/=">var a = 1;</script><script nonce="other"></script>';
    expect(cspNonce()).toBe('n0nce+/=');
  });

  it('is empty on a page without one', () => {
    document.head.innerHTML = '<script type="application/json">{}</script>';
    expect(cspNonce()).toBe('');
  });
});

describe('addStyle', () => {
  it('adds the style once, with the page nonce', () => {
    document.head.innerHTML = '<script nonce="abc">var a = 1;</script>';
    addStyle('sf-test-style', '.a{color:red}');
    addStyle('sf-test-style', '.b{color:blue}');
    const styles = document.head.querySelectorAll('style#sf-test-style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe('.a{color:red}');
    expect(styles[0]!.getAttribute('nonce')).toBe('abc');
  });

  it('adds it without a nonce when the page has none', () => {
    addStyle('sf-test-style', '.a{color:red}');
    expect(document.getElementById('sf-test-style')!.hasAttribute('nonce')).toBe(false);
  });
});
