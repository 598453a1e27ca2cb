import { useLayoutEffect } from 'react';
import { emit } from '@storefront/runtime';
import { prefersReducedMotion } from '@storefront/runtime/ui';
import { asButton, onActivate } from './activate';
import { EVENTS } from './contract';
import { notify } from './notification';
import { joinPage, removeAll } from './page';

/** 'Remove all' (`.alg-wc-wl-remove-all`): same activation as the hearts. */
export function WishlistRemoveAll({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => {
    const { leave } = joinPage();
    asButton(host);
    const off = onActivate(host, () => removeAll(host));
    return () => {
      off();
      leave();
    };
  }, [host]);
  return null;
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
    anim.cancel();
    done();
  });
}

/**
 * The share list (`.alg-wc-wl-social`): share links open in a new window, `a.copy` copies the wishlist URL
 * ('Wishlist URL copied to clipboard'), `a.email` slides the email options open and shut.
 */
export function WishlistShare({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => {
    const { params, leave } = joinPage();
    const ac = new AbortController();
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
      if (!email || !panel) return;
      const open = email.getAttribute('aria-expanded') !== 'true';
      email.classList.toggle('active', open);
      email.setAttribute('aria-expanded', String(open));
      slide(panel, open, ac.signal);
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element).closest?.('a');
      if (!link || !host.contains(link)) return;
      if (link === email) {
        e.preventDefault();
        return toggleEmail();
      }
      const href = link.getAttribute('href');
      if (!href) return;
      e.preventDefault();
      if (link.classList.contains('copy')) {
        const url = link.href;
        void copyText(url).then((ok) => {
          if (ac.signal.aborted) return;
          if (!ok) return void notify(params, params.errorText);
          emit(EVENTS.copied, { link: url });
          notify(params, params.copiedText);
        });
        return;
      }
      window.open(link.href, '_blank', 'noopener,noreferrer,width=640,height=520');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.target === email && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        toggleEmail();
      }
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKey);
    return () => {
      ac.abort();
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKey);
      leave();
    };
  }, [host]);
  return null;
}
