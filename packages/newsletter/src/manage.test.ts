import { fireEvent } from '@testing-library/dom';
import { afterEach, expect, it, onTestFinished, vi } from 'vitest';
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
  const sent: string[] = [];
  // On the document: after the form's own listeners, where the browser would navigate.
  const record = (e: SubmitEvent) => {
    if (!e.defaultPrevented) sent.push((e.submitter as HTMLInputElement).name);
    e.preventDefault();
  };
  document.addEventListener('submit', record);
  onTestFinished(() => document.removeEventListener('submit', record));
  stop = enhanceManageForm(form);
  const name = form.querySelector<HTMLInputElement>('#manage_first_name')!;
  const notice = form.querySelector<HTMLElement>('.mailpoet-submit-success')!;
  name.value = '<script>';
  fireEvent.click(form.querySelector('input[type=submit]')!);
  expect(notice.hidden).toBe(true);
  await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  expect(sent).toEqual([]);
  name.value = 'Fan';
  fireEvent.click(form.querySelector('input[type=submit]')!);
  await vi.waitFor(() => expect(sent).toEqual(['save']));
});
