/*
 * The WordPress Consent API's answer before any script of the page loads: printed inline, first in <head>, by the
 * reference shop and the WordPress plugin, so an analytics plugin calling `wp_has_consent(category)` early gets the
 * visitor's recorded choice (the `wp_consent_{category}` cookie; 'functional' is always allowed). It also records
 * `wp_listen_for_consent_change` events and gives `wp_set_consent` (cookie for 30 days, then the event), so choices
 * made before the islands' consent state loads are answered at once. That state takes over when it starts (it reads
 * these answers, replaces both functions and puts them back when it stops); a real Consent API script replaces
 * them too. Does nothing when a Consent API is already there.
 */
(function (w, d) {
  if (w.wp_has_consent) return;
  var EVENT = 'wp_listen_for_consent_change';
  var choices = Object.create(null);
  var NAME = /^[\w-]+$/;
  function has(category) {
    if (category === 'functional') return true;
    if (!NAME.test(category)) return false;
    if (category === 'statistics-anonymous') category = 'statistics';
    if (choices[category]) return choices[category] === 'allow';
    var found = new RegExp('(?:^|;\\s*)wp_consent_' + category + '=([^;]*)').exec(d.cookie);
    return !!found && found[1] === 'allow';
  }
  has.stub = choices;
  w.wp_has_consent = has;
  w.wp_set_consent = function (category, value) {
    if (!NAME.test(category) || (value !== 'allow' && value !== 'deny')) return;
    d.cookie = 'wp_consent_' + category + '=' + value + '; path=/; max-age=' + 30 * 86400 + '; samesite=lax';
    var detail = {};
    detail[category] = value;
    d.dispatchEvent(new CustomEvent(EVENT, { detail: detail }));
  };
  w.wp_set_consent.stub = choices;
  w.wp_consent_type = w.wp_consent_type || 'optin';
  d.addEventListener(EVENT, function (event) {
    var detail = event.detail;
    if (!detail || typeof detail !== 'object') return;
    for (var category in detail)
      if (NAME.test(category) && (detail[category] === 'allow' || detail[category] === 'deny'))
        choices[category] = detail[category];
  });
})(window, document);
