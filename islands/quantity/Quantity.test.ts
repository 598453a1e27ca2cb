import { describe, expect, it } from 'vitest';
import {
  mountIsland,
  quantityCaseAttributes,
  quantityCaseTitle,
  quantityHtml,
  QUANTITY_STEP_CASES,
} from '@storefront/test-kit';
import island from './mount';

async function box(html: string) {
  document.body.innerHTML = html;
  const host = document.querySelector<HTMLElement>('div.quantity')!;
  await mountIsland(island, host);
  return { host, input: host.querySelector<HTMLInputElement>('input.qty')! };
}

describe('quantity island', () => {
  it('plus and minus step the value within min and max and fire change', async () => {
    const { host, input } = await box(quantityHtml({ id: 'q', value: 1, min: 1, max: 3 }));
    const changes: string[] = [];
    input.addEventListener('change', () => changes.push(input.value));
    const plusButton = host.querySelector<HTMLButtonElement>('button.plus')!;
    const minusButton = host.querySelector<HTMLButtonElement>('button.minus')!;
    plusButton.click();
    plusButton.click();
    plusButton.click();
    expect(input.value).toBe('3');
    minusButton.click();
    minusButton.click();
    minusButton.click();
    expect(input.value).toBe('1');
    expect(changes).toEqual(['2', '3', '2', '1']);
  });

  // Spec §5 "Quantities", plus and minus buttons: the same cases the basket's buttons are tested against.
  for (const q of QUANTITY_STEP_CASES)
    it(`§5: ${quantityCaseTitle(q)}: "${q.rule}"`, async () => {
      const { host, input } = await box(
        `<div class="quantity"><button type="button" class="minus">−</button>` +
          `<input type="text" class="qty" name="quantity" ${quantityCaseAttributes(q)}>` +
          `<button type="button" class="plus">+</button></div>`,
      );
      host.querySelector<HTMLButtonElement>(`button.${q.button}`)!.click();
      expect(input.value).toBe(q.expected);
    });

  it('has labelled buttons that do not submit the form', async () => {
    document.body.innerHTML = `<form>${quantityHtml({ id: 'q' })}</form>`;
    const host = document.querySelector<HTMLElement>('div.quantity')!;
    await mountIsland(island, host);
    let submitted = false;
    document.querySelector('form')!.addEventListener('submit', (e) => {
      submitted = true;
      e.preventDefault();
    });
    host.querySelector<HTMLButtonElement>('button.plus')!.click();
    expect(submitted).toBe(false);
    expect(host.querySelector('button.plus')!.getAttribute('aria-label')).toMatch(/Increase quantity/);
    expect(host.querySelector('button.minus')!.getAttribute('aria-label')).toMatch(/Reduce quantity/);
  });

  it('raises a value below min on load, but leaves the basket (the basket-page island’s) alone', async () => {
    const { input } = await box(quantityHtml({ id: 'q', value: 0, min: 2 }));
    expect(input.value).toBe('2');
    const basket = await box(
      `<form class="woocommerce-cart-form">${quantityHtml({ id: 'q2', value: 0, min: 2 })}</form>`,
    );
    expect(basket.input.value).toBe('0');
    basket.host.querySelector<HTMLButtonElement>('button.plus')!.click();
    expect(basket.input.value).toBe('0'); // no second handler stepping it
  });

  it('leaves a hidden (sold individually) quantity alone', async () => {
    const { host } = await box(
      '<div class="quantity hidden"><input type="hidden" class="qty" name="quantity" value="1"></div>',
    );
    expect(host.querySelector('input')!.value).toBe('1');
  });

  it('stops at unmount: the buttons step nothing', async () => {
    document.body.innerHTML = quantityHtml({ id: 'q', value: 1, min: 1, max: 3 });
    const host = document.querySelector<HTMLElement>('div.quantity')!;
    const unmount = await mountIsland(island, host);
    unmount();
    host.querySelector<HTMLButtonElement>('button.plus')!.click();
    expect(host.querySelector('input')!.value).toBe('1');
  });
});
