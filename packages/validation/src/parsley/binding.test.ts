import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindParsleyForm, type ParsleyForm } from './binding';

let bound: ParsleyForm | undefined;
afterEach(() => {
  bound?.destroy();
  bound = undefined;
  document.body.innerHTML = '';
});

function setup(fields: string, opts: Parameters<typeof bindParsleyForm>[1] = {}) {
  document.body.innerHTML = `<form action="/x" method="post"><p>${fields}</p><button name="go" value="1">Go</button></form>`;
  const form = document.querySelector('form')!;
  bound = bindParsleyForm(form, opts);
  return form;
}
const listOf = (input: Element) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ').pop()!)!;
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  fireEvent.input(input);
};

describe('bindParsleyForm', () => {
  it('creates an empty polite error list per field and links messages with aria-invalid / aria-describedby', async () => {
    const form = setup('<input name="email" type="email" required aria-describedby="hint"><span id="hint">h</span>');
    const input = form.querySelector('input')!;
    const list = form.querySelector('ul.parsley-errors-list')!;
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(list.textContent).toBe('');
    expect(await bound!.validate({ submit: true })).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`hint ${list.id}`);
    expect(listOf(input).textContent).toBe('This value is required.');
    expect(list.classList.contains('filled')).toBe(true);
    expect(input.classList.contains('parsley-error')).toBe(true);
    expect(document.activeElement).toBe(input);
    type(input, 'a@b.co');
    await vi.waitFor(() => expect(input.hasAttribute('aria-invalid')).toBe(false));
    expect(input.getAttribute('aria-describedby')).toBe('hint');
    expect(input.classList.contains('parsley-success')).toBe(true);
  });

  it('skips values of 3 characters or fewer while typing until an error has been shown', async () => {
    const form = setup('<input name="email" type="email">');
    const input = form.querySelector('input')!;
    const list = form.querySelector('ul')!;
    type(input, 'abc');
    await new Promise((r) => setTimeout(r, 0));
    expect(list.textContent).toBe('');
    type(input, 'abcd');
    await vi.waitFor(() => expect(list.textContent).toBe('This value should be a valid email.'));
    type(input, 'a');
    await vi.waitFor(() => expect(list.textContent).toBe('This value should be a valid email.'));
    type(input, '');
    await vi.waitFor(() => expect(list.textContent).toBe(''));
  });

  it('after a failed submit every input validates, even short ones', async () => {
    const form = setup('<input name="a" required><input name="b" data-parsley-minlength="3">');
    const [a, b] = [...form.querySelectorAll('input')];
    expect(await bound!.validate({ submit: true })).toBe(false);
    type(b!, 'x');
    await vi.waitFor(() =>
      expect(listOf(b!).textContent).toBe('This value is too short. It should have 3 characters or more.'),
    );
    type(a!, 'y');
    await vi.waitFor(() => expect(a!.hasAttribute('aria-invalid')).toBe(false));
  });

  it('puts the list in data-parsley-errors-container', async () => {
    const form = setup('<input name="a" required data-parsley-errors-container="#box"><span id="box"></span>');
    expect(form.querySelector('#box > ul.parsley-errors-list')).not.toBeNull();
  });

  it('guardSubmit stops an invalid submit and submits a valid one natively with its button', async () => {
    const form = setup('<input name="a" required>', { guardSubmit: true });
    const sent: Array<Record<string, string>> = [];
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      sent.push(Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>));
    });
    const button = form.querySelector('button')!;
    fireEvent.click(button);
    await vi.waitFor(() => expect(form.querySelector('input')!.getAttribute('aria-invalid')).toBe('true'));
    expect(native).not.toHaveBeenCalled();
    form.querySelector('input')!.value = 'ok';
    fireEvent.click(button);
    await vi.waitFor(() => expect(sent).toEqual([{ a: 'ok', go: '1' }]));
    expect(form.querySelector('input[type=hidden]')).toBeNull();
  });

  it('remote answers are cached until the next submit', async () => {
    const remoteFetch = vi.fn(async () => 200);
    const form = setup('<input name="user" data-parsley-remote="/free">', { remoteFetch });
    const input = form.querySelector('input')!;
    type(input, 'alice');
    await vi.waitFor(() => expect(remoteFetch).toHaveBeenCalledTimes(1));
    fireEvent.change(input);
    await bound!.validateField(input);
    expect(remoteFetch).toHaveBeenCalledTimes(1);
    await bound!.validate({ submit: true });
    expect(remoteFetch).toHaveBeenCalledTimes(2);
  });

  it('extraCheck fails the form (a captcha)', async () => {
    setup('<input name="a">', { extraCheck: () => false });
    expect(await bound!.validate()).toBe(false);
  });

  it('reset clears messages and the timing state; destroy removes what it added', async () => {
    const form = setup('<input name="a" data-parsley-minlength="5" aria-describedby="x">');
    const input = form.querySelector('input')!;
    await bound!.validate({ submit: true });
    type(input, 'abcd');
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    bound!.reset();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    type(input, 'ab');
    await new Promise((r) => setTimeout(r, 0));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    bound!.destroy();
    expect(form.querySelector('ul')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('x');
  });
});
