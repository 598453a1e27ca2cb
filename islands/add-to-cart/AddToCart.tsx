import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { emit } from '@storefront/runtime';
import { announce, createScope, isPlainClick } from '@storefront/runtime/ui';
import { wcAjax, errorMessage } from '@storefront/http';
import { cartQueue, dimFragments, listenForCartEvents, undimFragments } from '@storefront/cart';
import { navigate } from '@storefront/page';
import { SUCCESS_ANNOUNCE_DELAY_MS, type AddToCartProps, type AddToCartResponse } from './contract';

/** True when a 'View basket' link already sits beside the button (one the server printed, or another island's). */
function hasViewBasketLink(host: HTMLElement, own: HTMLElement | null): boolean {
  const links = host.parentElement?.querySelectorAll('.added_to_cart') ?? [];
  return [...links].some((a) => !own?.contains(a));
}

/**
 * Enhances one WooCommerce add-to-cart button (the `host`): posts its data attributes to `add_to_cart` through
 * the page's basket queue, moves it normal → loading → added, applies fragments (via `added_to_cart`), places
 * one 'View basket' link after it and announces its success message. It renders only what follows the button.
 */
export function AddToCart({
  host,
  productId,
  payload,
  successMessage,
  params,
}: AddToCartProps & { host: HTMLElement }) {
  const pending = useRef(0);
  const [showLink, setShowLink] = useState(false);
  const [error, setError] = useState('');
  const own = useRef<HTMLSpanElement>(null);

  // Layout effect: attached by the time the runtime's mount returns (see reactIsland).
  useLayoutEffect(() => {
    if (!productId) return; // no product id: the button stays a plain link (spec §5 Add to cart)
    // What the button started: released at unmount (the announcement waiting its second, the event listeners).
    const scope = createScope();
    scope.add(listenForCartEvents());
    // The button is server markup: its state lives in WooCommerce's classes, set at once (no render wait).
    const setBusy = (delta: number) => {
      pending.current += delta;
      const busy = pending.current > 0;
      host.classList.toggle('loading', busy);
      if (busy) host.setAttribute('aria-busy', 'true');
      else host.removeAttribute('aria-busy');
    };
    const add = () => {
      setError('');
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
          setShowLink((shown) => shown || (!params.isCart && !hasViewBasketLink(host, own.current)));
          if (successMessage) scope.add(announce(successMessage, { delay: SUCCESS_ANNOUNCE_DELAY_MS }));
        })
        .catch((err: unknown) => {
          undimFragments();
          if (!scope.disposed) setError(errorMessage(err));
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
    };
  }, [host, productId, payload, successMessage, params]);

  useEffect(() => {
    if (showLink) emit('wc_cart_button_updated', { button: host });
  }, [host, showLink]);

  return (
    <span ref={own} className="sf-add-to-cart">
      {showLink && (
        <a href={params.cartUrl} className="added_to_cart wc-forward" title={params.viewCartLabel}>
          {params.viewCartLabel}
        </a>
      )}
      {error && (
        <span className="sf-add-to-cart__error woocommerce-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
