import { describe, expect, it } from 'vitest';
import {
  isEuVatNumber,
  isRemoteValid,
  isUrl,
  patternToRegExp,
  remoteValidationUrl,
  shouldValidateOnInput,
  validateName,
  validateValue,
} from './generic-rules';
import { formatMessage, GENERIC_MESSAGES } from './messages';

const msg = (value: Parameters<typeof validateValue>[0], c: Parameters<typeof validateValue>[1]) =>
  validateValue(value, c)?.message ?? null;

describe('generic messages (spec §5 table, exact texts)', () => {
  it('has every rule with its wording', () => {
    expect(GENERIC_MESSAGES).toMatchObject({
      default: 'This value seems to be invalid.',
      email: 'This value should be a valid email.',
      url: 'This value should be a valid url.',
      number: 'This value should be a valid number.',
      integer: 'This value should be a valid integer.',
      digits: 'This value should be digits.',
      alphanum: 'This value should be alphanumeric.',
      notblank: 'This value should not be blank.',
      required: 'This value is required.',
      pattern: 'This value seems to be invalid.',
      equalto: 'This value should be the same.',
      euvatin: "It's not a valid VAT Identification Number.",
    });
  });

  it('fills %s placeholders in order', () => {
    expect(formatMessage('between %s and %s', 1, 'x')).toBe('between 1 and x');
    expect(formatMessage('a %s b %s', 1)).toBe('a 1 b ');
  });
});

describe('validateValue', () => {
  it('required and not blank', () => {
    expect(msg('', { required: true })).toBe('This value is required.');
    expect(msg('   ', { required: true })).toBe('This value is required.');
    expect(msg(null, { required: true })).toBe('This value is required.');
    expect(msg([], { required: true })).toBe('This value is required.');
    expect(msg('x', { required: true })).toBeNull();
    expect(msg('   ', { notblank: true })).toBe('This value should not be blank.');
    expect(msg('', { notblank: true })).toBeNull();
    expect(msg('', { type: 'email', minlength: 3 })).toBeNull(); // empty and optional: nothing else applies
  });

  it.each([
    ['email', 'a@b.co', 'nope', 'This value should be a valid email.'],
    ['url', 'example.com/path', 'not a url', 'This value should be a valid url.'],
    ['number', '-1.5e3', '1.2.3', 'This value should be a valid number.'],
    ['integer', '-42', '4.2', 'This value should be a valid integer.'],
    ['digits', '0042', '-42', 'This value should be digits.'],
    ['alphanum', 'abc_123', 'abc-123', 'This value should be alphanumeric.'],
  ] as const)('type %s', (type, good, bad, message) => {
    expect(msg(good, { type })).toBeNull();
    expect(msg(bad, { type })).toBe(message);
  });

  it('pattern: anchored source or /re/flags; an invalid pattern is ignored', () => {
    expect(msg('abc', { pattern: '[a-c]+' })).toBeNull();
    expect(msg('abcd', { pattern: '[a-c]+' })).toBe('This value seems to be invalid.');
    expect(msg('xABCx', { pattern: '/abc/i' })).toBeNull();
    expect(msg('x', { pattern: '(' })).toBeNull();
    expect(patternToRegExp('(')).toBeNull();
  });

  it('min, max, range', () => {
    expect(msg('5', { min: 6 })).toBe('This value should be greater than or equal to 6.');
    expect(msg('6', { min: 6 })).toBeNull();
    expect(msg('abc', { min: 1 })).toBe('This value should be greater than or equal to 1.');
    expect(msg('11', { max: 10 })).toBe('This value should be lower than or equal to 10.');
    expect(msg('0', { range: [1, 3] })).toBe('This value should be between 1 and 3.');
    expect(msg('2', { range: [1, 3] })).toBeNull();
  });

  it('minlength, maxlength, length', () => {
    expect(msg('ab', { minlength: 3 })).toBe('This value is too short. It should have 3 characters or more.');
    expect(msg('abcd', { maxlength: 3 })).toBe('This value is too long. It should have 3 characters or fewer.');
    expect(msg('a', { length: [2, 4] })).toBe(
      'This value length is invalid. It should be between 2 and 4 characters long.',
    );
    expect(msg('abc', { length: [2, 4] })).toBeNull();
  });

  it('mincheck, maxcheck, check on checked values', () => {
    expect(msg(['a'], { mincheck: 2 })).toBe('You must select at least 2 choices.');
    expect(msg(['a', 'b', 'c'], { maxcheck: 2 })).toBe('You must select at most 2 choices.');
    expect(msg(['a'], { check: [2, 3] })).toBe('You must select between 2 and 3 choices.');
    expect(msg(['a', 'b'], { check: [2, 3] })).toBeNull();
  });

  it('equalto and EU VAT number', () => {
    expect(msg('abc', { equalto: 'abd' })).toBe('This value should be the same.');
    expect(msg('abc', { equalto: 'abc' })).toBeNull();
    expect(msg('DE123456789', { euvatin: true })).toBeNull();
    expect(msg('de123456789', { euvatin: true })).toBe("It's not a valid VAT Identification Number.");
    expect(isEuVatNumber('FR 12-34')).toBe(true);
    expect(isEuVatNumber('FR1')).toBe(false);
    expect(isEuVatNumber('F123')).toBe(false);
  });

  it('reports the first failing rule and takes per-rule messages', () => {
    expect(validateValue('x', { type: 'digits', minlength: 3 })?.rule).toBe('digits');
    expect(msg('', { required: true, messages: { required: 'Tell us.' } })).toBe('Tell us.');
  });
});

describe('isUrl', () => {
  it.each([
    'http://example.com',
    'https://a.b.co/x?y=1',
    'ftp://files.example.org',
    'example.com',
    'www.example.co.uk:8080/p',
    '10.0.0.1',
  ])('accepts %s', (u) => expect(isUrl(u)).toBe(true));
  it.each([
    '',
    'example',
    'http://localhost',
    'javascript:alert(1)',
    'gopher://example.com',
    'http://exa mple.com',
    'http://',
  ])('rejects %s', (u) => expect(isUrl(u)).toBe(false));
});

describe('typing policy (spec §5)', () => {
  it('skips values of 3 characters or fewer until an error was shown or a submit failed', () => {
    expect(shouldValidateOnInput('abc', { errorShown: false, failedSubmit: false })).toBe(false);
    expect(shouldValidateOnInput('abcd', { errorShown: false, failedSubmit: false })).toBe(true);
    expect(shouldValidateOnInput('a', { errorShown: true, failedSubmit: false })).toBe(true);
    expect(shouldValidateOnInput('', { errorShown: false, failedSubmit: true })).toBe(true);
  });
});

describe('newsletter name check', () => {
  it('rejects brackets and URL-like text with the default or supplied messages', () => {
    expect(validateName('Ann <b>')).toBe('Please specify a valid name');
    expect(validateName('visit https://spam.example now')).toBe('Please specify a valid name');
    expect(validateName('a>b', { brackets: 'No brackets' })).toBe('No brackets');
    expect(validateName('http://x.y', { url: 'No links', default: 'D' })).toBe('No links');
    expect(validateName('http://x', { default: 'D' })).toBeNull();
    expect(validateName('Anne-Marie O’Neil')).toBeNull();
  });
});

describe('remote validator helpers', () => {
  it('puts the value in the {value} placeholder or a parameter named after the field', () => {
    expect(remoteValidationUrl('/check/{value}', 'email', 'a b@c.d')).toBe('/check/a%20b%40c.d');
    expect(remoteValidationUrl('/check', 'email', 'x')).toBe('/check?email=x');
    expect(remoteValidationUrl('/check?x=1', 'e mail', 'y&z')).toBe('/check?x=1&e%20mail=y%26z');
  });
  it('2xx is valid, or the reverse', () => {
    expect(isRemoteValid(200)).toBe(true);
    expect(isRemoteValid(299)).toBe(true);
    expect(isRemoteValid(404)).toBe(false);
    expect(isRemoteValid(404, true)).toBe(true);
    expect(isRemoteValid(204, true)).toBe(false);
  });
});
