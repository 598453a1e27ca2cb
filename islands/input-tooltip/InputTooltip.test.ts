import { fireEvent } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import island from './mount';
import { describedFieldsHtml } from './testing';

const unmounts: Array<() => void> = [];
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  document.body.innerHTML = '';
});

function mount() {
  document.body.innerHTML = `${describedFieldsHtml()}<button id="elsewhere">Elsewhere</button>`;
  for (const d of document.querySelectorAll<HTMLElement>('.woocommerce-input-wrapper span.description')) {
    const u = island.mount(d, {} as never);
    if (u) unmounts.push(u);
  }
  const [vat, ref] = [...document.querySelectorAll<HTMLInputElement>('input')];
  const [vatTip, refTip] = [...document.querySelectorAll<HTMLElement>('span.description')];
  return { vat: vat!, ref: ref!, vatTip: vatTip!, refTip: refTip! };
}

describe('input description tooltips', () => {
  it('describe their field and open on focus, one at a time', async () => {
    const user = userEvent.setup();
    const { vat, ref, vatTip, refTip } = mount();
    expect(vat.getAttribute('aria-describedby')).toBe('billing_vat-description');
    expect(vatTip.hidden).toBe(true);
    await user.click(vat);
    expect(vatTip.hidden).toBe(false);
    expect(vatTip.getAttribute('role')).toBe('tooltip');
    expect(vatTip.getAttribute('aria-hidden')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(ref);
    expect(refTip.hidden).toBe(false);
    expect(vatTip.hidden).toBe(true);
  });

  it('close on Escape and on a click outside the field', async () => {
    const user = userEvent.setup();
    const { vat, vatTip } = mount();
    fireEvent.focus(vat);
    expect(vatTip.hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(vatTip.hidden).toBe(true);
    await user.click(vat);
    expect(vatTip.hidden).toBe(false);
    await user.click(document.getElementById('elsewhere')!);
    expect(vatTip.hidden).toBe(true);
  });

  it('unmount restores the markup', () => {
    const { vat, vatTip } = mount();
    unmounts.splice(0).forEach((u) => u());
    expect(vat.hasAttribute('aria-describedby')).toBe(false);
    expect(vatTip.hidden).toBe(false);
    expect(vatTip.getAttribute('aria-hidden')).toBe('true');
  });
});
