import { emit } from '@storefront/runtime';
import { announce, createScope, isPlainClick } from '@storefront/runtime/ui';
import { wcAjax, errorMessage } from '@storefront/http';
import { cartQueue, dimFragments, listenForCartEvents, undimFragments } from '@storefront/cart';
import { navigate } from '@storefront/page';
import { SUCCESS_ANNOUNCE_DELAY_MS, type AddToCartProps, type AddToCartResponse } from './contract';

/**
 * Enhances one WooCommerce add-to-cart button (the `host`): posts its data attributes to `add_to_cart` through the
 * page's basket queue, moves it normal → loading → added, applies fragments (via `added_to_cart`), places one 'View
 * basket' link after it and announces its success message; a failure shows the spec's message beside it. The link
 * is the button's next sibling, as WooCommerce places it (theme rules such as `.add_to_cart_button + .added_to_cart`
 * match); the error follows the button (or the link). Both are removed at unmount with everything the button
 * started. A button without a product id stays a plain link.
 */
export function bindAddToCart(
  host: HTMLElement,
  { productId, payload, successMessage, params }: AddToCartProps,
): (() => void) | undefined {
  if (!productId) return; // no product id: the button stays a plain link (spec §5 Add to cart)
  // What the button started: released at unmount (the announcement waiting its second, the event listeners).
  const scope = createScope();
  scope.add(listenForCartEvents());
  let pending = 0;
  let link: HTMLAnchorElement | undefined;
  let alert: HTMLElement | undefined;
  const showError = (message: string) => {
    if (!message) return void alert?.remove();
    alert ??= Object.assign(document.createElement('span'), { className: 'sf-add-to-cart__error woocommerce-error' });
    alert.setAttribute('role', 'alert');
    alert.textContent = message;
    (link ?? host).after(alert);
  };
  const showLink = () => {
    // One link per button: none when this one placed it, on the basket page, or beside one the server printed.
    if (link || params.isCart || host.parentElement?.querySelector('.added_to_cart')) return;
    link = document.createElement('a');
    link.href = params.cartUrl;
    link.className = 'added_to_cart wc-forward';
    link.title = params.viewCartLabel;
    link.textContent = params.viewCartLabel;
    host.after(link);
    emit('wc_cart_button_updated', { button: host });
  };
  // The button is server markup: its state lives in WooCommerce's classes.
  const setBusy = (delta: number) => {
    pending += delta;
    const busy = pending > 0;
    host.classList.toggle('loading', busy);
    if (busy) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
  };
  const add = () => {
    showError('');
    host.classList.remove('added');
    setBusy(1);
    emit('adding_to_cart', { button: host, data: payload });
    dimFragments();
    // A basket change once sent is the server's: its fragments reach the page even if the button is gone by the
    // answer (a quick view closed, a listing swapped). Only the button's own follow-ups stop at unmount.
    const release = listenForCartEvents();
    cartQueue()
      .enqueue(() => wcAjax<AddToCartResponse>('add_to_cart', payload))
      .then((res) => {
        // Spec §7, in this order: error with product_url → that page (same-origin only, else the add failed);
        // redirect-after-add → the basket; otherwise the fragments, even with an error and no product_url.
        if (res?.error && res.product_url) {
          if (navigate(res.product_url)) return;
          throw new Error();
        }
        if (params.redirectAfterAdd && navigate(params.cartUrl)) return;
        emit('added_to_cart', { fragments: res?.fragments, cartHash: res?.cart_hash, button: host });
        if (scope.disposed) return;
        host.classList.add('added');
        showLink();
        if (successMessage) scope.add(announce(successMessage, { delay: SUCCESS_ANNOUNCE_DELAY_MS }));
      })
      .catch((err: unknown) => {
        undimFragments();
        if (!scope.disposed) showError(errorMessage(err));
      })
      .finally(() => {
        release();
        setBusy(-1);
      });
  };
  const onClick = (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    add();
  };
  host.addEventListener('click', onClick);
  return () => {
    host.removeEventListener('click', onClick);
    scope.dispose();
    link?.remove();
    alert?.remove();
  };
}
