/*
 * The WordPress Consent API's answer before any script of the page loads: printed inline, first in <head>, by the
 * reference shop and the WordPress plugin, so an analytics plugin calling `wp_has_consent(category)` early gets the
 * visitor's recorded choice (the `wp_consent_{category}` cookies as the page loaded; 'functional' is always allowed)
 * and every `wp_listen_for_consent_change` event seen since. `wp_set_consent` writes the cookie (30 days) and
 * dispatches the event, so choices made before the islands' consent state loads are answered at once. That state
 * takes over when it starts (it reads these answers, replaces both functions and puts them back when it stops); a
 * real Consent API script replaces them too. Does nothing when a Consent API is already there.
 *
 * Other tabs, in the consent state's format (`localStorage` key `storefront_consent`: `{ statistics, marketing, at }`):
 * `wp_set_consent` pings them. While the stub is the page's Consent API (the consent state follows pings itself), a
 * ping from another tab becomes one change event per category whose value changed for this page (not pinged back;
 * the cookies are read as the page loaded because the other tab rewrote them before it pinged). A change the stub
 * applies does what the consent state does: order attribution follows marketing (`setOrderTracking`), and while
 * statistics or marketing is granted, markup waiting for consent (`[data-consent-island]`) is re-inserted as island
 * markup, so the runtime mounts it (analytics).
 */
((w, d) => {
  if (w.wp_has_consent) return;
  const EVENT = 'wp_listen_for_consent_change';
  const KEY = 'storefront_consent';
  const seen = Object.create(null);
  const jar = `; ${d.cookie};`;
  const valid = (v) => v === 'allow' || v === 'deny';
  const has = (c) => {
    if (c === 'functional') return true;
    if (c === 'statistics-anonymous') c = 'statistics';
    return seen[c] ? seen[c] === 'allow' : jar.includes(`; wp_consent_${c}=allow;`);
  };
  const tell = (c, v) => {
    d.dispatchEvent(new CustomEvent(EVENT, { detail: { [c]: v } }));
    if (c === 'marketing') w.wc_order_attribution?.setOrderTracking?.(v === 'allow');
    if (has('statistics') || has('marketing'))
      for (const el of d.querySelectorAll('[data-consent-island]:not([data-island])')) {
        el.dataset.island = el.dataset.consentIsland;
        el.replaceWith(el.cloneNode(true));
      }
  };
  w.wp_has_consent = has;
  w.wp_set_consent = (c, v) => {
    if (!/^[\w-]+$/.test(c) || !valid(v)) return;
    d.cookie = `wp_consent_${c}=${v}; path=/; max-age=2592000; samesite=lax`;
    tell(c, v);
    try {
      localStorage.setItem(
        KEY,
        JSON.stringify({ statistics: has('statistics'), marketing: has('marketing'), at: Date.now() }),
      );
    } catch {}
  };
  has.stub = seen;
  w.wp_consent_type ||= 'optin';
  d.addEventListener(EVENT, (e) => {
    for (const c in e.detail) if (valid(e.detail[c])) seen[c] = e.detail[c];
  });
  w.addEventListener('storage', (e) => {
    if (e.key === KEY && w.wp_has_consent === has)
      try {
        const ping = JSON.parse(e.newValue);
        for (const c of ['statistics', 'marketing'])
          if (has(c) !== (ping[c] === true)) tell(c, has(c) ? 'deny' : 'allow');
      } catch {}
  });
})(window, document);
