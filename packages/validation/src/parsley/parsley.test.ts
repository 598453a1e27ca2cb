import { describe, expect, it, vi } from 'vitest';
import { readParsleyRules } from './constraints';
import { fieldSchema, firstError } from './schema';

/** The first message for `value` in a field built from `attrs` (an input's HTML attributes). */
async function messageFor(attrs: string, value: string, extra = ''): Promise<string | null> {
  document.body.innerHTML = `<form>${extra}<input name="f" ${attrs}></form>`;
  const el = document.querySelector('input[name=f]')!;
  const rules = readParsleyRules(el, document.querySelector('form')!);
  return firstError(fieldSchema(rules, { name: 'f' }), value);
}

describe('parsley attributes → yup schema → the spec §5 message', () => {
  it.each([
    ['required', '', 'This value is required.'],
    ['data-parsley-required="true"', '', 'This value is required.'],
    ['data-parsley-notblank="true"', '   ', 'This value should not be blank.'],
    ['type="email"', 'nope', 'This value should be a valid email.'],
    ['data-parsley-type="email"', 'a@', 'This value should be a valid email.'],
    ['type="url"', 'not a url', 'This value should be a valid url.'],
    ['data-parsley-type="number"', '1.2.3', 'This value should be a valid number.'],
    ['data-parsley-type="integer"', '4.2', 'This value should be a valid integer.'],
    ['data-parsley-type="digits"', '-4', 'This value should be digits.'],
    ['data-parsley-type="alphanum"', 'a-b', 'This value should be alphanumeric.'],
    ['pattern="\\d+"', 'abc', 'This value seems to be invalid.'],
    ['data-parsley-pattern="/^[a-z]+$/i"', 'ab1', 'This value seems to be invalid.'],
    ['data-parsley-min="5"', '4', 'This value should be greater than or equal to 5.'],
    ['min="5"', '4', 'This value should be greater than or equal to 5.'],
    ['data-parsley-max="5"', '6', 'This value should be lower than or equal to 5.'],
    ['data-parsley-range="[1, 5]"', '6', 'This value should be between 1 and 5.'],
    ['data-parsley-minlength="4"', 'abc', 'This value is too short. It should have 4 characters or more.'],
    ['minlength="4"', 'abc', 'This value is too short. It should have 4 characters or more.'],
    ['data-parsley-maxlength="2"', 'abc', 'This value is too long. It should have 2 characters or fewer.'],
    [
      'data-parsley-length="[4, 6]"',
      'abc',
      'This value length is invalid. It should be between 4 and 6 characters long.',
    ],
    ['data-parsley-euvatin="true"', 'gb123', "It's not a valid VAT Identification Number."],
  ])('%s with %j → %s', async (attrs, value, message) => {
    expect(await messageFor(attrs, value)).toBe(message);
  });

  it('passes valid values and leaves optional empty fields alone', async () => {
    expect(await messageFor('type="email" required', 'a@b.co')).toBeNull();
    expect(await messageFor('data-parsley-range="[1,5]"', '3')).toBeNull();
    expect(await messageFor('type="email" data-parsley-minlength="9"', '')).toBeNull();
    expect(await messageFor('data-parsley-euvatin="true"', 'GB 123-456')).toBeNull();
  });

  it('checks required before everything else', async () => {
    expect(await messageFor('required type="email" data-parsley-minlength="9"', '')).toBe('This value is required.');
  });

  it('equalto compares with the element its selector names', async () => {
    const other = '<input id="pw" value="secret">';
    expect(await messageFor('data-parsley-equalto="#pw"', 'other', other)).toBe('This value should be the same.');
    expect(await messageFor('data-parsley-equalto="#pw"', 'secret', other)).toBeNull();
  });

  it('uses the rule message, then the field-wide error message', async () => {
    expect(await messageFor('required data-parsley-required-message="Your email, please"', '')).toBe(
      'Your email, please',
    );
    expect(await messageFor('type="email" data-parsley-type-message="Bad email"', 'x')).toBe('Bad email');
    expect(await messageFor('required data-parsley-error-message="Nope"', '')).toBe('Nope');
  });

  it('ignores values it cannot read', async () => {
    expect(
      await messageFor('data-parsley-range="[a,b]" data-parsley-min="x" data-parsley-type="weird"', 'q'),
    ).toBeNull();
  });

  describe('checkbox groups (mincheck, maxcheck, check)', () => {
    const group = (attrs: string, checked: number[]) => {
      document.body.innerHTML = `<form>${[0, 1, 2, 3]
        .map(
          (i) =>
            `<label><input type="checkbox" name="lists[]" value="${i}" ${attrs}${checked.includes(i) ? ' checked' : ''}> ${i}</label>`,
        )
        .join('')}</form>`;
      const el = document.querySelector('input')!;
      const values = checked.map(String);
      return firstError(fieldSchema(readParsleyRules(el, document), { name: 'lists[]' }), values);
    };
    it.each([
      ['data-parsley-mincheck="2"', [1], 'You must select at least 2 choices.'],
      ['data-parsley-maxcheck="2"', [0, 1, 2], 'You must select at most 2 choices.'],
      ['data-parsley-check="[2, 3]"', [0], 'You must select between 2 and 3 choices.'],
      ['required', [], 'This value is required.'],
    ])('%s', async (attrs, checked, message) => {
      expect(await group(attrs, checked)).toBe(message);
      expect(await group(attrs, [1, 2])).toBeNull();
    });
  });

  describe('names (MailPoet)', () => {
    it("rejects '<' '>' and URLs with the default message", async () => {
      expect(await messageFor('data-parsley-names=""', 'Jo <b>')).toBe('Please specify a valid name');
      expect(await messageFor('data-parsley-names=""', 'see https://spam.example')).toBe('Please specify a valid name');
      expect(await messageFor('data-parsley-names=""', 'Jo Bloggs')).toBeNull();
    });
    it("uses the form's own messages for brackets and URLs", async () => {
      const attrs = `data-parsley-names='["No brackets please","No addresses please"]'`;
      expect(await messageFor(attrs, 'a>b')).toBe('No brackets please');
      expect(await messageFor(attrs, 'http://a.b')).toBe('No addresses please');
    });
  });

  describe('remote validator', () => {
    const remote = async (attrs: string, statuses: number[], values: string[], cache = new Map<string, boolean>()) => {
      document.body.innerHTML = `<form><input name="user" ${attrs}></form>`;
      const el = document.querySelector('input')!;
      const remoteFetch = vi.fn(async (_url: string) => statuses.shift() ?? 200);
      const schema = fieldSchema(readParsleyRules(el, document), {
        name: 'user',
        remoteCache: cache,
        remoteFetch,
        remoteMessage: el.getAttribute('data-parsley-remote-message'),
      });
      const results = [];
      for (const v of values) results.push(await firstError(schema, v));
      return { results, remoteFetch };
    };
    it('200–299 is valid; others fail with the remote message', async () => {
      const { results, remoteFetch } = await remote(
        'data-parsley-remote="/check?x=1" data-parsley-remote-message="Taken"',
        [299, 404],
        ['alice', 'bob'],
      );
      expect(results).toEqual([null, 'Taken']);
      expect(remoteFetch.mock.calls.map((c) => c[0])).toEqual(['/check?x=1&user=alice', '/check?x=1&user=bob']);
    });
    it('reverse: a 2xx answer means invalid; {value} is replaced', async () => {
      const { results, remoteFetch } = await remote(
        'data-parsley-remote="/taken/{value}" data-parsley-remote-reverse="true"',
        [200, 404],
        ['a b', 'c'],
      );
      expect(results).toEqual(['This value seems to be invalid.', null]);
      expect(remoteFetch.mock.calls[0]![0]).toBe('/taken/a%20b');
    });
    it('caches each answer (the binding clears the cache on the next submit)', async () => {
      const cache = new Map<string, boolean>();
      const { remoteFetch, results } = await remote(
        'data-parsley-remote="/check"',
        [404, 200],
        ['alice', 'alice'],
        cache,
      );
      expect(results).toEqual(['This value seems to be invalid.', 'This value seems to be invalid.']);
      expect(remoteFetch).toHaveBeenCalledTimes(1);
      cache.clear();
      const again = await remote('data-parsley-remote="/check"', [200], ['alice'], cache);
      expect(again.results).toEqual([null]);
    });
    it('a failed request fails the check and is not cached', async () => {
      document.body.innerHTML = `<form><input name="user" data-parsley-remote="/check"></form>`;
      const cache = new Map<string, boolean>();
      const remoteFetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(200);
      const schema = fieldSchema(readParsleyRules(document.querySelector('input')!, document), {
        name: 'user',
        remoteCache: cache,
        remoteFetch,
      });
      expect(await firstError(schema, 'x')).toBe('This value seems to be invalid.');
      expect(await firstError(schema, 'x')).toBeNull();
    });
  });
});
