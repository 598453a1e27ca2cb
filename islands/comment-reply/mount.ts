import type { IslandModule } from '@storefront/runtime';
import { PLACEHOLDER_ID, SEL } from './contract';

/** The first visible, enabled field of the form (spec §2: it gets focus when the form moves). */
function firstField(form: Element): HTMLElement | null {
  for (const el of form.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
    if (el.type === 'hidden' || el.disabled || el.closest('[hidden]')) continue;
    if (el.checkVisibility?.() === false) continue;
    return el;
  }
  return null;
}

/**
 * Threaded replies as WordPress's comment-reply script does them: 'Reply' moves the form under the comment (a
 * placeholder keeps its place), sets `comment_parent` and the reply title and shows 'Cancel reply'; cancelling moves
 * it back and sets 0; Ctrl/Cmd+Enter submits the form unless focus is on a link.
 */
const commentReplyIsland: IslandModule = {
  mount(respond) {
    const form = respond.querySelector<HTMLFormElement>(SEL.form);
    const parent = respond.querySelector<HTMLInputElement>(SEL.parent);
    const title = respond.querySelector<HTMLElement>(SEL.title);
    const cancel = respond.querySelector<HTMLAnchorElement>(SEL.cancel);
    if (!form || !parent) return;
    const titleText = title?.firstChild?.nodeType === Node.TEXT_NODE ? title.firstChild : null;
    const originalTitle = titleText?.textContent ?? '';
    let placeholder: HTMLElement | null = null;

    const setTitle = (text: string) => {
      if (titleText) titleText.textContent = text;
    };
    const moveBack = () => {
      if (!placeholder) return false;
      placeholder.replaceWith(respond);
      placeholder = null;
      parent.value = '0';
      setTitle(originalTitle);
      if (cancel) cancel.hidden = true;
      return true;
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const target = event.target as Element;
      if (cancel && target.closest?.(SEL.cancel) === cancel) {
        if (moveBack()) {
          event.preventDefault();
          firstField(form)?.focus();
        }
        return;
      }
      const link = target.closest?.<HTMLElement>(SEL.replyLink);
      const below = link && document.getElementById(link.dataset.belowelement ?? '');
      if (!link || !below || link.dataset.respondelement !== respond.id) return;
      event.preventDefault();
      if (!placeholder) {
        placeholder = document.createElement('div');
        placeholder.id = PLACEHOLDER_ID;
        placeholder.hidden = true;
        respond.before(placeholder);
      }
      below.after(respond);
      parent.value = link.dataset.commentid ?? '0';
      const postId = respond.querySelector<HTMLInputElement>(SEL.postId);
      if (postId && link.dataset.postid) postId.value = link.dataset.postid;
      if (link.dataset.replyto) setTitle(`${link.dataset.replyto} `);
      if (cancel) cancel.hidden = false;
      firstField(form)?.focus();
    };

    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      if ((document.activeElement as Element | null)?.closest('a')) return;
      event.preventDefault();
      const submit = form.querySelector<HTMLElement>(SEL.submit);
      form.requestSubmit(
        submit instanceof HTMLInputElement || submit instanceof HTMLButtonElement ? submit : undefined,
      );
    };

    document.addEventListener('click', onClick);
    form.addEventListener('keydown', onKeydown);
    return () => {
      document.removeEventListener('click', onClick);
      form.removeEventListener('keydown', onKeydown);
      moveBack();
    };
  },
};
export default commentReplyIsland;
