import { fireEvent } from '@testing-library/dom';
import { afterEach, expect, it, vi } from 'vitest';
import { enhanceManageForm } from './manage';
import { manageSubscriptionHtml } from './testing';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

it('validates before submitting natively (keeping the button) and hides the success notice on resubmit', async () => {
  document.body.innerHTML = manageSubscriptionHtml(true);
  const form = document.querySelector<HTMLFormElement>('form')!;
  const sent: Array<Record<string, string>> = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    sent.push(Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>));
  });
  stop = enhanceManageForm(form);
  const name = form.querySelector<HTMLInputElement>('#manage_first_name')!;
  const notice = form.querySelector<HTMLElement>('.mailpoet-submit-success')!;
  name.value = '<script>';
  // Clicked before the validation chunk is there: the submit waits for it.
  fireEvent.click(form.querySelector('input[type=submit]')!);
  expect(notice.hidden).toBe(true);
  await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  expect(sent).toEqual([]);
  name.value = 'Fan';
  fireEvent.click(form.querySelector('input[type=submit]')!);
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ 'data[first_name]': 'Fan', save: 'Save' });
});
