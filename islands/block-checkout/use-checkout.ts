/**
 * The block checkout's state and Store API calls: the cart, the form's values, field errors, the notice and the
 * order in flight. Address changes are sent with `cart/update-customer` {@link UPDATE_DELAY} ms after the last one
 * (a newer call aborts the one in flight); every answer replaces the cart, so totals re-render from it. Every timer
 * and request is released when the island unmounts.
 */
import { useEffect, useRef, useState } from 'react';
import { createStoreApiClient, type RequestOptions } from '@storefront/http';
import { useEvent } from '@storefront/runtime/react';
import { navigate } from '@storefront/page';
import { attributionExtensions, preloadAttribution } from './attribution';
import {
  CARD_METHOD,
  CHECKOUT_TIMEOUT,
  STORE_ROUTES,
  UPDATE_DELAY,
  type Address,
  type BlockCart,
  type BlockSettings,
  type FieldErrors,
} from './contract';
import { fieldErrorsOf, isAbort, noticeOf } from './errors';
import { formFromCart, methodOf, validateForm, type CheckoutForm, type Section } from './form';
import { storeAddress } from './fields';
import type { CardForm } from './card';

/** The card's code, loaded when the card is chosen or the page has its confirmation hash. */
const loadCard = () => import('./card');

/** The notice shown above the form (`id` changes with each one, so a repeated message is announced again). */
export interface Notice {
  id: number;
  text: string;
}

/** What the component renders and calls. */
export interface CheckoutModel {
  cart: BlockCart | null;
  form: CheckoutForm;
  errors: FieldErrors;
  notice: Notice | null;
  placing: boolean;
  /** Increments when the first invalid field (none: the first field) should take focus. */
  focusField: number;
  setAddress(section: 'shipping' | 'billing', key: string, value: string): void;
  set<K extends 'email' | 'note' | 'terms' | 'sameBilling' | 'method' | 'createAccount' | 'password'>(
    key: K,
    value: CheckoutForm[K],
  ): void;
  check(section: Section, key: string): void;
  selectRate(packageId: number, rateId: string): void;
  applyCoupon(code: string): Promise<string | null>;
  removeCoupon(code: string): Promise<void>;
  placeOrder(): void;
  dismissNotice(): void;
  /** Loads the cart again (its load failed). */
  loadCart(): void;
  /** Mounts the card form (method `title`) into its box; returns the unmount. */
  mountCard(node: HTMLElement, title: string): () => void;
}

/** The hook behind the block checkout. */
export function useCheckout(settings: BlockSettings): CheckoutModel {
  const [cart, setCart] = useState<BlockCart | null>(null);
  const [form, setForm] = useState<CheckoutForm>(() => formFromCart(null, settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [placing, setPlacing] = useState(false);
  const [focusField, setFocusField] = useState(0);
  const cardForm = useRef<Promise<CardForm>>(undefined);
  const formRef = useRef(form);
  formRef.current = form;
  const cartRef = useRef(cart);
  cartRef.current = cart;
  const client = useRef(createStoreApiClient()).current;
  const live = useRef(new Set<AbortController>()).current;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const update = useRef<AbortController>(undefined);
  const inFlight = useRef(false);
  const noticeId = useRef(0);
  const alive = useRef(true);

  /** A Store API call the island can abort (a newer call, or the unmount). */
  const call = async <T>(path: string, opts: RequestOptions = {}, ctl = new AbortController()): Promise<T> => {
    live.add(ctl);
    try {
      return await client.request<T>(path, { ...opts, signal: ctl.signal });
    } finally {
      live.delete(ctl);
    }
  };
  /** A Store API cart route's POST: answers the cart. */
  const post = (path: string, json: unknown, ctl?: AbortController) =>
    call<BlockCart>(path, { method: 'POST', json }, ctl);
  const show = (text: string) => setNotice({ id: ++noticeId.current, text });
  /** Shows a failed call: field errors under their fields, the rest in the notice. */
  const fail = (error: unknown) => {
    if (!alive.current || isAbort(error)) return;
    const fields = fieldErrorsOf(error, formRef.current.sameBilling);
    const has = Object.keys(fields).length > 0;
    if (has) {
      setErrors((e) => merge(e, fields));
      setFocusField((n) => n + 1);
    }
    const text = noticeOf(error, has);
    if (text) show(text);
  };
  const answered = (next: BlockCart) => {
    if (alive.current) setCart(next);
  };

  /**
   * Loads the cart (again, from a failed load's notice: then the form, once loaded, takes focus from the gone
   * button), the form filled from it.
   */
  const loadCart = () => {
    const retry = notice;
    setNotice(null);
    void call<BlockCart>(STORE_ROUTES.cart).then((c) => {
      if (!alive.current) return;
      setCart(c);
      setForm(formFromCart(c, settings));
      if (retry) setFocusField((n) => n + 1);
    }, fail);
  };

  useEffect(() => {
    alive.current = true;
    loadCart();
    preloadAttribution();
    // Back from the card's authentication step: finish the payment.
    if (settings.card && /^#wc-stripe-confirm-/.test(location.hash)) locked(() => leave(location.hash));
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      for (const ctl of live) ctl.abort();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per mount

  /** Sends the addresses (the latest values) to the Store API; an older call still running is aborted. */
  const sendAddresses = useEvent(() => {
    const f = formRef.current;
    update.current?.abort();
    const ctl = (update.current = new AbortController());
    void post(STORE_ROUTES.updateCustomer, addressesBody(f, settings), ctl).then(answered, fail);
  });
  const scheduleSend = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(sendAddresses, UPDATE_DELAY);
  };
  const clearError = (section: Section, key: string) =>
    setErrors((e) => (e[section]?.[key] ? { ...e, [section]: omit(e[section]!, key) } : e));

  const setAddress = useEvent((section: 'shipping' | 'billing', key: string, value: string) => {
    setForm((f) => ({ ...f, [section]: { ...f[section], [key]: value } }));
    clearError(section, key);
    scheduleSend();
  });
  const set: CheckoutModel['set'] = useEvent((key, value) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === 'email' || key === 'sameBilling') scheduleSend();
    if (key === 'email') clearError('contact', 'email');
    if (key === 'terms') clearError('terms', 'terms');
    if (key === 'password' || key === 'createAccount') clearError('contact', 'password');
  });
  const check = useEvent((section: Section, key: string) => {
    const all = validateForm(formRef.current, settings);
    setErrors((e) => {
      const message = all[section]?.[key];
      const rest = omit(e[section] ?? {}, key);
      return { ...e, [section]: message ? { ...rest, [key]: message } : rest };
    });
  });

  const selectRate = useEvent((packageId: number, rateId: string) => {
    void post(STORE_ROUTES.selectRate, { package_id: packageId, rate_id: rateId }).then(answered, fail);
  });

  const applyCoupon = useEvent((raw: string): Promise<string | null> =>
    post(STORE_ROUTES.applyCoupon, { code: raw.trim() }).then(
      (next) => (answered(next), null),
      (error: unknown) => (isAbort(error) ? null : noticeOf(error, false)),
    ),
  );
  const removeCoupon = useEvent((code: string) => post(STORE_ROUTES.removeCoupon, { code }).then(answered, fail));

  const placeOrder = useEvent(() => {
    if (inFlight.current) return;
    const f = formRef.current;
    const found = validateForm(f, settings);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFocusField((n) => n + 1);
      return;
    }
    setNotice(null);
    setErrors({});
    // The order carries the addresses: a pending or running address update is not needed any more.
    clearTimeout(timer.current);
    update.current?.abort();
    locked(async () => {
      const extensions = await attributionExtensions();
      const addresses = addressesBody(f, settings);
      const method = methodOf(f, cartRef.current, settings);
      const body = {
        ...addresses,
        ...(settings.allowSignup && f.createAccount && { create_account: true, customer_password: f.password }),
        customer_note: f.note,
        payment_method: method,
        payment_data:
          method === CARD_METHOD ? await (await cardForm.current)!.paymentData(addresses.billing_address!) : [],
        ...(extensions && { extensions }),
      };
      const res = await call<{ payment_result?: { redirect_url?: string } }>(STORE_ROUTES.checkout, {
        method: 'POST',
        json: body,
        timeout: CHECKOUT_TIMEOUT,
      });
      await leave(res?.payment_result?.redirect_url ?? '');
    });
  });

  /** Runs `task` with the form locked (one order at a time); a failure is shown and unlocks it. */
  function locked(task: () => Promise<void>): void {
    inFlight.current = true;
    setPlacing(true);
    task().catch((error: unknown) => {
      if (!alive.current) return;
      fail(error);
      inFlight.current = false;
      setPlacing(false);
    });
  }

  /**
   * Goes where the order's answer says, the form staying locked while the browser leaves: a same-origin URL only,
   * or, for a card needing authentication, the card's confirmation hash.
   */
  async function leave(url: string): Promise<void> {
    if (url[0] === '#' ? await (await loadCard()).confirmCard(settings.card, url) : navigate(url)) return;
    throw Error('no redirect');
  }

  // (Should the card's code not load, placing the order shows the general checkout error.)
  const mountCard = useEvent((node: HTMLElement, title: string) => {
    const form = (cardForm.current = loadCard().then((c) => c.mountCard(node, settings.card, title)));
    return () =>
      void form.then(
        (c) => c.destroy(),
        () => {},
      );
  });

  return {
    cart,
    form,
    errors,
    notice,
    placing,
    focusField,
    setAddress,
    set,
    check,
    selectRate,
    applyCoupon,
    removeCoupon,
    placeOrder,
    dismissNotice: useEvent(() => setNotice(null)),
    loadCart,
    mountCard,
  };
}

/** The `billing_address` / `shipping_address` of a request (billing is the shipping address when the box is ticked). */
function addressesBody(f: CheckoutForm, settings: BlockSettings): Record<string, Address> {
  const billing: Address = f.sameBilling ? f.shipping : f.billing;
  return {
    billing_address: { ...storeAddress(billing, settings), email: f.email.trim() },
    shipping_address: storeAddress(f.shipping, settings),
  };
}

const omit = (o: Record<string, string>, key: string): Record<string, string> => {
  const { [key]: _gone, ...rest } = o;
  return rest;
};

const merge = (a: FieldErrors, b: FieldErrors): FieldErrors => {
  const out: FieldErrors = { ...a };
  for (const [k, v] of Object.entries(b) as Array<[keyof FieldErrors, Record<string, string>]>)
    out[k] = { ...out[k], ...v };
  return out;
};
