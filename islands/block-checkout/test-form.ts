/** Test-only: typing into the block checkout form as a shopper does (Testing Library, no vitest hooks). */
import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label` (a select is changed). */
export const type = (label: string | RegExp, value: string) => {
  const el = screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
  if (el instanceof HTMLSelectElement) fireEvent.change(el, { target: { value } });
  else fireEvent.input(el, { target: { value } });
  return el;
};

/** Fills a valid GB order (contact, shipping address, phone) and ticks the terms. */
export function fillGbOrder() {
  type('Email address', 'ada@example.com');
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Street address', '1 Test Street');
  type(/Town \/ City/, 'London');
  type('Postcode', 'SW1A 1AA');
  type('Phone', '+44 1632 960000');
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}
