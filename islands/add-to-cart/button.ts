import { emit } from '@storefront/runtime';
import { announce, createScope, isPlainClick } from '@storefront/runtime/ui';
import { wcAjax, errorMessage } from '@storefront/http';
import { cartQueue, dimFragments, listenForCartEvents, undimFragments } from '@storefront/cart';
import { navigate } from '@storefront/page';
import { SUCCESS_ANNOUNCE_DELAY_MS, type AddToCartProps, type AddToCartResponse } from './contract';

/** True when a 'View basket' link already sits beside the button (one the server printed, or another island's). */
function hasViewBasketLink(host: HTMLElement, own: HTMLElement | undefined): boolean {
  const links = host.parentElement?.querySelectorAll('.added_to_cart') ?? [];
  return [...links].some((a) => !own?.contains(a));
}

/**
 * Enhances one WooCommerce add-to-cart button (the `host`): posts its data attributes to `add_to_cart` through the
 * page's basket queue, moves it normal → loading → added, applies fragments (via `added_to_cart`), places one 'View
 * basket' link after it and announces its success message; a failure shows the spec's message beside it. What it
 * adds goes in a `span.sf-add-to-cart` right after the button, made when there is something to show and removed
 * at unmount with everything the button started. A button without a product id stays a plain link.
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
  let own: HTMLElement | undefined;
  let link: HTMLAnchorElement | undefined;
  let alert: HTMLElement | undefined;
  /** The element after the button that holds the link and the error. */
  const slot = () => {
    if (!own) {
      own = document.createElement('span');
      own.className = 'sf-add-to-cart';
      host.after(own);
    }
    return own;
  };
  const showError = (message: string) => {
    if (!message) return void alert?.remove();
    alert ??= Object.assign(document.createElement('span'), { className: 'sf-add-to-cart__error woocommerce-error' });
    alert.setAttribute('role', 'alert');
    alert.textContent = message;
    slot().append(alert);
  };
  const showLink = () => {
    if (link || params.isCart || hasViewBasketLink(host, own)) return;
    link = document.createElement('a');
    link.href = params.cartUrl;
    link.className = 'added_to_cart wc-forward';
    link.title = params.viewCartLabel;
    link.textContent = params.viewCartLabel;
    slot().prepend(link);
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
        if (res?.error) {
          if (res.product_url && navigate(res.product_url)) return;
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
    own?.remove();
  };
}
