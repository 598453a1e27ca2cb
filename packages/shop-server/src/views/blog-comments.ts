/**
 * A post's comments as WordPress's html5 comment markup prints them: the threaded `ol.commentlist` (nested
 * `ol.children`, reply links carrying the comment-reply script's `data-*`) and the comment form `#respond`.
 */
import { URLS } from '../config';
import type { Comment, Post } from '../domain/content';
import { attr, html, joinHtml, type Html } from './format';

/** A post or comment date as the theme prints it ('5 March 2026'). */
export const dateText = (d: Date): string =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A post's permalink. */
export const postUrl = (p: Pick<Post, 'slug'>): string => `${URLS.blog}${p.slug}/`;

/** `div.comment-meta`: the author and the comment's dated permalink. */
function commentMeta(post: Post, c: Comment): Html {
  return joinHtml(
    html`<div class="comment-meta">`,
    html`<div class="comment-author vcard"><b class="fn">${c.author}</b> <span class="says">says:</span></div>`,
    html`<div class="comment-metadata">`,
    html`<a href="${postUrl(post)}#comment-${c.id}">`,
    html`<time datetime="${c.created_at.toISOString()}">${dateText(c.created_at)}</time>`,
    html`</a>`,
    html`</div>`,
    html`</div>`,
  );
}

/** The reply link (the comment-reply script moves the form below the comment). */
function replyLink(post: Post, c: Comment): Html {
  const replyTo = `Reply to ${c.author}`;
  return joinHtml(
    html`<a rel="nofollow" class="comment-reply-link" href="${postUrl(post)}?replytocom=${c.id}#respond"`,
    attr('data-commentid', c.id),
    attr('data-postid', post.id),
    attr('data-belowelement', `div-comment-${c.id}`),
    attr('data-respondelement', 'respond'),
    attr('data-replyto', replyTo),
    attr('aria-label', replyTo),
    html`>Reply</a>`,
  );
}

/** Comments as a tree: `ol.commentlist` items with nested `ol.children`. */
export function commentTree(post: Post, comments: Comment[], parent: number, depth: number): Html {
  const kids = comments.filter((c) => c.parent_id === parent);
  return joinHtml(
    kids.map((c, i) => {
      const hasKids = comments.some((k) => k.parent_id === c.id);
      const cls = `comment ${i % 2 ? 'odd alt' : 'even'} depth-${depth}${hasKids ? ' parent' : ''}`;
      const children = hasKids && html`<ol class="children">${commentTree(post, comments, c.id, depth + 1)}</ol>`;
      return html`<li id="comment-${c.id}" class="${cls}"><article id="div-comment-${c.id}" class="comment-body">
${commentMeta(post, c)}
<div class="comment-content"><p>${c.content}</p></div>
<div class="reply">${replyLink(post, c)}</div>
</article>${children}</li>`;
    }),
  );
}

/** A label with the required marker. */
const requiredLabel = (id: string, text: string): Html =>
  html`<label for="${id}">${text} <span class="required">*</span></label>`;

/** The form's title, with the cancel link a reply shows. */
function replyTitle(post: Post, replyTo: Comment | null): Html {
  const title = replyTo ? `Reply to ${replyTo.author}` : 'Leave a reply';
  return joinHtml(
    html`<h3 id="reply-title" class="comment-reply-title">${title} <small>`,
    html`<a rel="nofollow" id="cancel-comment-reply-link" href="${postUrl(post)}#respond"`,
    attr('hidden', !replyTo),
    html`>Cancel reply</a>`,
    html`</small></h3>`,
  );
}

/** The comment form (`#respond` with `form#commentform` and `#comment_parent`). */
export function commentForm(post: Post, replyTo: Comment | null): Html {
  const notes = joinHtml(
    html`<span id="email-notes">Your email address will not be published.</span>`,
    html` Required fields are marked <span class="required">*</span>`,
  );
  const comment = joinHtml(
    requiredLabel('comment', 'Comment'),
    html`<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea>`,
  );
  const author = joinHtml(
    requiredLabel('author', 'Name'),
    html`<input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name"`,
    html` required>`,
  );
  const email = joinHtml(
    requiredLabel('email', 'Email'),
    html`<input id="email" name="email" type="email" value="" size="30" maxlength="100" autocomplete="email"`,
    html` aria-describedby="email-notes" required>`,
  );
  const submit = joinHtml(
    html`<input name="submit" type="submit" id="submit" class="submit" value="Post comment">`,
    html`<input type="hidden" name="comment_post_ID" value="${post.id}" id="comment_post_ID">`,
    html`<input type="hidden" name="comment_parent" id="comment_parent" value="${replyTo?.id ?? 0}">`,
  );
  return html`<div id="respond" class="comment-respond">${replyTitle(post, replyTo)}
<form action="${URLS.commentsPost}" method="post" id="commentform" class="comment-form">
<p class="comment-notes">${notes}</p>
<p class="comment-form-comment">${comment}</p>
<p class="comment-form-author">${author}</p>
<p class="comment-form-email">${email}</p>
<p class="form-submit">${submit}</p>
</form></div>`;
}
