/**
 * MailPoet's form styles (the kind classes are on the form element too: floating rules name the `div`) the islands rely on: floating forms are hidden until `.active` (the popup centred over
 * its overlay, the fixed bar along the bottom, the slide-in in the corner), parsley's error lists, the sending
 * state and the close button.
 */
export const NEWSLETTER_CSS = `
.mailpoet_form { position: relative; }
.mailpoet_form .mailpoet_paragraph { margin: 0 0 0.75em; }
.mailpoet_form .mailpoet_text_label { display: block; }
.mailpoet_form .mailpoet_text { width: 100%; max-width: 24em; box-sizing: border-box; }
.mailpoet_form .parsley-errors-list { list-style: none; margin: 0.25em 0 0; padding: 0; color: #b00020; }
.mailpoet_form .parsley-error { border-color: #b00020; }
.mailpoet_form .mailpoet_validate_success { color: #1c6b2e; }
.mailpoet_form .mailpoet_validate_error { color: #b00020; }
.mailpoet_form_sending .mailpoet_submit { cursor: progress; text-decoration: underline dotted; }
div.mailpoet_form_popup, div.mailpoet_form_fixed_bar, div.mailpoet_form_slide_in { display: none; background: #fff; z-index: 100001; }
div.mailpoet_form_popup.active, div.mailpoet_form_fixed_bar.active, div.mailpoet_form_slide_in.active { display: block; }
div.mailpoet_form_popup { position: fixed; top: 50%; left: 50%; transform: translate(-50%, -50%); width: min(90vw, 30em); max-height: 90vh; overflow: auto; padding: 1.5em; border-radius: 4px; box-shadow: 0 10px 40px rgba(0, 0, 0, 0.3); }
.mailpoet_form_popup_overlay { display: none; position: fixed; inset: 0; background: rgba(0, 0, 0, 0.6); z-index: 100000; }
.mailpoet_form_popup_overlay.active { display: block; }
div.mailpoet_form_fixed_bar { position: fixed; left: 0; right: 0; bottom: 0; padding: 1em 3em 1em 1.5em; box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.2); }
div.mailpoet_form_slide_in { position: fixed; right: 1em; bottom: 1em; width: min(90vw, 22em); padding: 1.25em; box-shadow: 0 6px 24px rgba(0, 0, 0, 0.25); }
.mailpoet_form_close_icon { position: absolute; top: 0.5em; right: 0.5em; width: 2em; height: 2em; padding: 0.25em; border: 0; background: transparent; cursor: pointer; }
.mailpoet_form_close_icon:focus-visible { outline: 2px solid #1a4d8f; outline-offset: 2px; }
.site-footer .widget_mailpoet_form { margin: 1em 0; }
`;
