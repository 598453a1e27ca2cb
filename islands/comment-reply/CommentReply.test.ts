import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import island from './mount';

let unmount: (() => void) | void;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

const comment = (id: number, author: string) =>
  `<li id="comment-${id}" class="comment"><article id="div-comment-${id}" class="comment-body"><p>Hello</p><div class="reply"><a rel="nofollow" class="comment-reply-link" href="/blog/post/?replytocom=${id}#respond" data-commentid="${id}" data-postid="7" data-belowelement="div-comment-${id}" data-respondelement="respond" data-replyto="Reply to ${author}" aria-label="Reply to ${author}">Reply</a></div></article></li>`;

function mount() {
  document.body.innerHTML = `<div id="comments" class="comments-area"><ol class="commentlist">${comment(11, 'Ada')}${comment(12, 'Bo')}</ol>
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="/blog/post/#respond" hidden>Cancel reply</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform"><p><label for="comment">Comment</label><textarea id="comment" name="comment"></textarea></p><p><a href="/privacy/">Privacy</a></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post comment"><input type="hidden" name="comment_post_ID" value="7" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></p></form></div></div>`;
  const respond = document.getElementById('respond')!;
  unmount = island.mount(respond, {} as never);
  return respond;
}
const parent = () => document.querySelector<HTMLInputElement>('#comment_parent')!.value;

describe('comment reply', () => {
  it('Reply moves the form under the comment, sets the parent and title, focuses the first field; cancel undoes it', async () => {
    const user = userEvent.setup();
    const respond = mount();
    await user.click(screen.getByRole('link', { name: 'Reply to Bo' }));
    expect(document.getElementById('div-comment-12')!.nextElementSibling).toBe(respond);
    expect(parent()).toBe('12');
    expect(document.getElementById('reply-title')!.firstChild!.textContent).toBe('Reply to Bo ');
    expect(document.activeElement).toBe(document.getElementById('comment'));
    const placeholder = document.getElementById('wp-temp-form-div')!;
    expect(placeholder.nextElementSibling).toBeNull();
    expect(placeholder.previousElementSibling!.matches('ol.commentlist')).toBe(true);
    const cancel = screen.getByRole('link', { name: 'Cancel reply' });
    await user.click(screen.getByRole('link', { name: 'Reply to Ada' }));
    expect(parent()).toBe('11');
    expect(document.querySelectorAll('#wp-temp-form-div')).toHaveLength(1);
    await user.click(cancel);
    expect(document.querySelector('ol.commentlist')!.nextElementSibling).toBe(respond);
    expect(document.getElementById('wp-temp-form-div')).toBeNull();
    expect(parent()).toBe('0');
    expect(document.getElementById('reply-title')!.firstChild!.textContent).toBe('Leave a reply ');
    expect(cancel.hidden).toBe(true);
  });

  it('Ctrl/Cmd+Enter submits with the submit button, except on a link', () => {
    mount();
    const submits: string[] = [];
    document.addEventListener('submit', (e) => {
      e.preventDefault();
      submits.push((e.submitter as HTMLInputElement).name);
    });
    const text = document.getElementById('comment')!;
    fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(text, { key: 'Enter', metaKey: true });
    fireEvent.keyDown(text, { key: 'Enter' });
    const link = screen.getByRole('link', { name: 'Privacy' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Enter', ctrlKey: true });
    expect(submits).toEqual(['submit', 'submit']);
  });

  it('modified clicks and foreign links are left alone; unmount puts the form back', () => {
    const respond = mount();
    const link = screen.getByRole('link', { name: 'Reply to Ada' });
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    fireEvent.click(link);
    unmount!();
    unmount = undefined;
    expect(document.querySelector('ol.commentlist')!.nextElementSibling).toBe(respond);
    expect(parent()).toBe('0');
  });
});
