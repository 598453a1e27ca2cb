import type { IslandModule } from '@storefront/runtime';
import { BUTTON_CLASS, passwordLabels, SHOWN_CLASS, WRAPPER_CLASS } from './contract';

/**
 * Adds WooCommerce's show/hide button after a password input (wrapping it in `span.password-input` when the page
 * has not): a real button named 'Show password' / 'Hide password' that switches the input's type and keeps focus
 * on the input. Everything added is removed on unmount (the type goes back to password).
 */
const passwordToggleIsland: IslandModule = {
  mount(host) {
    if (!(host instanceof HTMLInputElement)) return;
    const input = host;
    const labels = passwordLabels((globalThis as { woocommerce_params?: unknown }).woocommerce_params);
    let wrapper = input.parentElement?.classList.contains(WRAPPER_CLASS) ? input.parentElement : null;
    const addedWrapper = !wrapper;
    if (!wrapper) {
      wrapper = document.createElement('span');
      wrapper.className = WRAPPER_CLASS;
      input.replaceWith(wrapper);
      wrapper.append(input);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = BUTTON_CLASS;
    if (input.id) button.setAttribute('aria-controls', input.id);
    const render = () => {
      const shown = input.type === 'text';
      button.setAttribute('aria-label', shown ? labels.hide : labels.show);
      button.classList.toggle(SHOWN_CLASS, shown);
    };
    const toggle = () => {
      input.type = input.type === 'password' ? 'text' : 'password';
      render();
      input.focus();
    };
    // The input keeps focus: a pointer press on the button does not take it.
    const keepFocus = (event: Event) => event.preventDefault();
    render();
    input.after(button);
    button.addEventListener('click', toggle);
    button.addEventListener('mousedown', keepFocus);
    return () => {
      button.removeEventListener('click', toggle);
      button.removeEventListener('mousedown', keepFocus);
      button.remove();
      input.type = 'password';
      if (addedWrapper && wrapper) wrapper.replaceWith(input);
    };
  },
};
export default passwordToggleIsland;
