/**
 * The wishlist page's parts, loaded only where they are (a page with hearts alone never downloads this): 'remove
 * all', the share list (share windows, copy link, the email panel) and the block container (filled on cached pages;
 * its table's rows follow the list). Each part wires the server markup and returns its cleanup.
 */
import { emit } from '@storefront/runtime';
import { createScope, prefersReducedMotion, type Scope } from '@storefront/runtime/ui';
import { asButton, onActivate } from './activate';
import { REMOVE_ALL_SELECTOR, SOCIAL_SELECTOR } from './contract';
import { wishlistCall } from './api';
import { errorText, setIds, sync, watchList } from './list';
import { notify } from './notice';
import { EVENTS, PAGE_TEXTS } from './page-contract';
import { RESIZE_DEBOUNCE_MS, RESPONSIVE_CLASS, RESPONSIVE_MAX_HEIGHT, RESPONSIVE_MAX_WIDTH } from './table-contract';
import { joinPage, paintSame } from './page';
import { ajaxGlobal, globalOf, pageNonce, text } from './params';
import { emptyWishlistPage, pruneTable } from './table';

/** 'Remove all': empties the list, says so, every heart turns off, and the page shows its empty state. */
function removeAll(btn: HTMLElement, signal: AbortSignal): void {
  if (btn.classList.contains('loading')) return;
  btn.classList.add('loading');
  btn.setAttribute('aria-busy', 'true');
  wishlistCall<unknown>(text(ajaxGlobal()?.action_remove_all, 'alg_wc_wl_remove_all_from_wish_list'), {
    nonce: pageNonce(),
  })
    .then((data) => {
      setIds([]);
      paintSame(null, false);
      if (signal.aborted) return;
      emptyWishlistPage();
      emit(EVENTS.removedAll, { target: btn, response: { success: true, data } });
      notify(text(globalOf('alg_wc_wl')?.all_removed_text, PAGE_TEXTS.allRemoved));
    })
    .catch(() => signal.aborted || notify(errorText()))
    .finally(() => {
      btn.classList.remove('loading');
      btn.removeAttribute('aria-busy');
    });
}

/** Copies `text`: the Clipboard API, or a selected textarea and `execCommand('copy')` where it is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** Slides the email options panel open or shut (no motion when the shopper prefers less). */
function slide(panel: HTMLElement, open: boolean, signal: AbortSignal): void {
  panel.hidden = false;
  const full = `${panel.scrollHeight}px`;
  if (prefersReducedMotion() || typeof panel.animate !== 'function') return void (panel.hidden = !open);
  panel.style.overflow = 'hidden';
  const anim = panel.animate({ height: open ? ['0px', full] : [full, '0px'] }, { duration: 250, easing: 'ease' });
  const done = () => {
    panel.style.removeProperty('overflow');
    panel.hidden = !open;
  };
  anim.onfinish = done;
  signal.addEventListener('abort', () => {
    anim.finished.catch(() => {}); // cancelling rejects it: expected at unmount
    anim.cancel();
    done();
  });
}

/**
 * The share list (`.alg-wc-wl-social`): share links open in a new window, `a.copy` copies the wishlist URL
 * ('Wishlist URL copied to clipboard'), `a.email` is a button that slides the email options open and shut.
 */
function share(host: HTMLElement, signal: AbortSignal): () => void {
  const email = host.querySelector<HTMLElement>('a.email');
  const panel = host.querySelector<HTMLElement>('.alg-wc-wl-email-options');
  if (email && panel) {
    asButton(email);
    panel.id ||= 'alg-wc-wl-email-options';
    if (!email.classList.contains('active')) panel.hidden = true;
    email.setAttribute('aria-controls', panel.id);
    email.setAttribute('aria-expanded', String(!panel.hidden));
  }
  const toggleEmail = () => {
    const open = email!.getAttribute('aria-expanded') !== 'true';
    email!.classList.toggle('active', open);
    email!.setAttribute('aria-expanded', String(open));
    slide(panel!, open, signal);
  };
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element).closest?.('a');
    if (!link || !host.contains(link)) return;
    if (link === email && panel) {
      e.preventDefault();
      return toggleEmail();
    }
    if (!link.getAttribute('href')) return;
    e.preventDefault();
    if (!link.classList.contains('copy'))
      return void window.open(link.href, '_blank', 'noopener,noreferrer,width=640,height=520');
    const url = link.href;
    void copyText(url).then((ok) => {
      if (signal.aborted) return;
      if (!ok) return void notify(errorText());
      emit(EVENTS.copied, { link: url });
      notify(text(globalOf('alg_wc_wl_notification')?.copied_message, PAGE_TEXTS.copied));
    });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.target === email && panel && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      toggleEmail();
    }
  };
  host.addEventListener('click', onClick);
  host.addEventListener('keydown', onKey);
  return () => {
    host.removeEventListener('click', onClick);
    host.removeEventListener('keydown', onKey);
  };
}

/**
 * The block's container: on a cached page it comes empty with `ajax-loading`, and the block is fetched
 * (`alg_wc_wl_pro_get_wish_list_sc`) and put in (the hearts inside mount by themselves); a failure says so. Its
 * table's rows follow the list (removals here or in another tab), the empty state showing when none is left.
 */
function block(host: HTMLElement, signal: AbortSignal): () => void {
  if (host.classList.contains('ajax-loading')) {
    host.setAttribute('aria-busy', 'true');
    wishlistCall<unknown>('alg_wc_wl_pro_get_wish_list_sc', { nonce: pageNonce() }, signal)
      .then((data) => {
        const html = typeof data === 'string' ? data : (data as { html?: unknown } | null)?.html;
        if (typeof html !== 'string') throw new Error('no wishlist block');
        host.innerHTML = html; // the shop's own rendered block (same origin, like WooCommerce's fragments)
      })
      .catch(() => {
        if (signal.aborted) return;
        const p = document.createElement('p');
        p.className = 'woocommerce-error';
        p.setAttribute('role', 'alert');
        p.textContent = errorText();
        host.replaceChildren(p);
      })
      .finally(() => {
        if (signal.aborted) return;
        host.classList.remove('ajax-loading');
        host.removeAttribute('aria-busy');
      });
  }
  return watchList(pruneTable);
}

/**
 * Responsive layout while the window is narrower than 768 px or lower than 400 px (spec §9), for as long as a part of
 * the wishlist page is mounted (one watcher per page, however many parts).
 */
function watchViewport(scope: Scope): void {
  const evaluate = () =>
    document.body.classList.toggle(
      RESPONSIVE_CLASS,
      window.innerWidth < RESPONSIVE_MAX_WIDTH || window.innerHeight < RESPONSIVE_MAX_HEIGHT,
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(evaluate, RESIZE_DEBOUNCE_MS);
  };
  evaluate();
  window.addEventListener('resize', onResize);
  scope.add(() => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
    document.body.classList.remove(RESPONSIVE_CLASS);
  });
}

/** Wires one part of the wishlist page on `host` ('remove all', the share list, else the block); returns its cleanup. */
export function mountTool(host: HTMLElement): () => void {
  const leave = joinPage();
  sync(); // the table and the counter follow the server's list
  const ac = new AbortController();
  if (viewportUsers++ === 0) watchViewport((viewportScope = createScope()));
  let off: () => void;
  if (host.matches(REMOVE_ALL_SELECTOR)) {
    asButton(host);
    off = onActivate(host, () => removeAll(host, ac.signal));
  } else off = host.matches(SOCIAL_SELECTOR) ? share(host, ac.signal) : block(host, ac.signal);
  return () => {
    ac.abort();
    off();
    if (--viewportUsers === 0) viewportScope?.dispose();
    leave();
  };
}

let viewportUsers = 0;
let viewportScope: Scope | undefined;
