import { describe, expect, it } from 'vitest';
import { isSafeCssValue, safeVariable, sanitizeAppearance } from './appearance';
import { paymentAppearance } from './form-options';

describe('sanitizeAppearance', () => {
  it('keeps what the payment form computes from the theme', () => {
    const computed = paymentAppearance({ appearance: null, isOCEnabled: false });
    expect(sanitizeAppearance(computed)).toEqual(computed);
    const full = {
      theme: 'flat',
      labels: 'floating',
      disableAnimations: true,
      variables: {
        colorPrimary: '#1a3d8f',
        colorText: 'rgb(26, 26, 26)',
        colorDanger: 'hsla(0, 100%, 40%, 0.9)',
        fontFamily: 'Lato, "Helvetica Neue", Arial, sans-serif',
        fontSizeBase: '15px',
        spacingUnit: '4px',
        borderRadius: '0.25rem',
        fontWeightBold: '700',
        fontLineHeight: '1.5',
        focusBoxShadow: '0 0 0 2px #1a3d8f',
      },
      rules: {
        '.Input': { padding: '8px 12px', borderColor: '#767676', boxShadow: 'none' },
        '.Tab--selected': { color: 'white' },
        '.Input:focus': { outline: '2px solid #e0a000' },
        '.Input::placeholder': { color: 'transparent' },
      },
    };
    expect(sanitizeAppearance(full)).toEqual(full);
  });

  const nasty: Array<[string, unknown]> = [
    ['url() in a colour', { variables: { colorBackground: 'url(https://evil.example/x.png)' } }],
    ['url() in a rule', { rules: { '.Input': { boxShadow: 'url(https://evil.example/x.png)' } } }],
    ['url() in a plain value with spaces', { rules: { '.Input': { border: '1px solid url (x)' } } }],
    ['image-set()', { rules: { '.Input': { transition: 'image-set("x.png" 1x)' } } }],
    ['expression', { variables: { colorText: 'expression(alert(1))' } }],
    ['a semicolon', { variables: { fontSizeBase: '15px;background:red' } }],
    ['a closing brace', { rules: { '.Input': { padding: '1px}body{background:red' } } }],
    ['a tag', { variables: { fontFamily: 'Lato</style><script>alert(1)</script>' } }],
    ['a backslash escape', { variables: { fontFamily: '\\75rl(x)' } }],
    ['a comment', { rules: { '.Input': { padding: '1px/**/2px' } } }],
    ['@import', { rules: { '.Input': { fontFamily: '@import x' } } }],
    ['var()', { rules: { '.Input': { color: 'var(--x)' } } }],
    ['an unknown top-level key', { background: '#fff' }],
    ['an unknown variable', { variables: { backgroundImage: 'none' } }],
    ['an unknown property', { rules: { '.Input': { backgroundImage: 'none' } } }],
    ['a selector that is not a provider class', { rules: { body: { color: 'red' } } }],
    ['a selector list', { rules: { '.Input, body': { color: 'red' } } }],
    ['a non-string value', { variables: { colorPrimary: { toString: () => 'red' } } }],
    ['a quote outside a font', { rules: { '.Input': { transition: '"x"' } } }],
    ['an unknown theme', { theme: 'evil' }],
    ['an array', []],
    ['a string', 'x'],
  ];
  it.each(nasty)('refuses %s', (_what, input) => {
    expect(sanitizeAppearance(input)).toBeNull();
  });
});

describe('safeVariable', () => {
  it('passes safe values and falls back for anything else', () => {
    expect(safeVariable({ colorBackground: '#fafafa' }, 'colorBackground', '#ffffff')).toBe('#fafafa');
    expect(safeVariable({ colorBackground: 'url(https://evil.example/x.png)' }, 'colorBackground', '#ffffff')).toBe(
      '#ffffff',
    );
    expect(safeVariable({ fontSizeBase: '1px;x' }, 'fontSizeBase', '15px')).toBe('15px');
    expect(safeVariable(undefined, 'fontFamily', 'inherit')).toBe('inherit');
  });

  it('checks each kind', () => {
    expect(isSafeCssValue('colour', 'rebeccapurple')).toBe(true);
    expect(isSafeCssValue('colour', 'burlywood')).toBe(true);
    expect(isSafeCssValue('length', '12')).toBe(true);
    expect(isSafeCssValue('length', '12px 4px')).toBe(false);
    expect(isSafeCssValue('font', "'Open Sans', serif")).toBe(true);
    expect(isSafeCssValue('font', '"Open Sans", url(x)')).toBe(false);
  });
});
