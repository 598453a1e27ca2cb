/**
 * The add-payment-method page's payment boxes (WooCommerce 10's `myaccount/form-add-payment-method.php`): every
 * `div.payment_box.payment_method_{id}` is printed with an inline `display: none`, which WooCommerce's own script
 * clears for the chosen method. Here: the checked method's box is shown at once (every box when there is a single
 * method), and choosing another method slides the open box up and the chosen one down (250 ms, as WooCommerce does).
 */
import { setShown, slide } from '@storefront/runtime/ui';

/** WooCommerce's slide for these boxes (ms). */
const SLIDE_MS = 250;

/** Follows the method radios of `form` (`form#add_payment_method`); returns the cleanup. */
export function followMethodBoxes(form: HTMLFormElement): () => void {
  const radios = () => [...form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')];
  const boxOf = (radio: HTMLInputElement) =>
    radio.id ? form.querySelector<HTMLElement>(`div.payment_box.${CSS.escape(radio.id)}`) : null;
  const show = (animate: boolean) => {
    const all = radios();
    for (const radio of all) {
      const box = boxOf(radio);
      if (!box) continue;
      const open = all.length === 1 || radio.checked;
      if (animate) void slide(box, open, SLIDE_MS);
      else setShown(box, open);
    }
  };
  show(false);
  const onChange = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === 'payment_method') show(true);
  };
  form.addEventListener('change', onChange);
  return () => form.removeEventListener('change', onChange);
}
