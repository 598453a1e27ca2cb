/**
 * Blog listing, single post with threaded comments (WordPress's html5 comment markup and
 * comment form), and the portfolio grid.
 */
import { URLS } from '../config';
import type { Media } from '../domain/catalog';
import type { Comment, PortfolioItem, Post } from '../domain/content';
import { attr, html, imgTag, rawHtml, type Html } from './format';
import { SIZES } from '../domain/urls';

const dateText = (d: Date): string =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const postUrl = (p: Pick<Post, 'slug'>): string => `${URLS.blog}${p.slug}/`;
const categoryUrl = (slug: string): string => `${URLS.blog}category/${slug}/`;

/** Which page of a paginated post listing is shown. */
export interface PostPaging {
  page: number;
  pages: number;
  /** URL of page `n` (keeps the filter). */
  url(n: number): string;
}

/** Posts (and portfolio items) a page: blog and portfolio listings are paginated by this many. */
export const POSTS_PER_PAGE = 4;

/**
 * WordPress's posts pagination (`the_posts_pagination`): `nav.navigation.pagination` with numbered links and
 * `a.prev` / `a.next.page-numbers`; the infinite scroll follows `a.next`.
 */
export function postPagination(p: PostPaging, label: string): Html {
  if (p.pages <= 1) return html``;
  const links: Html[] = [];
  if (p.page > 1)
    links.push(
      html`<a class="prev page-numbers" href="${p.url(p.page - 1)}">Previous<span class="screen-reader-text"> page</span></a>`,
    );
  for (let n = 1; n <= p.pages; n++) {
    links.push(
      n === p.page
        ? html`<span aria-current="page" class="page-numbers current"><span class="screen-reader-text">Page </span>${n}</span>`
        : html`<a class="page-numbers" href="${p.url(n)}"><span class="screen-reader-text">Page </span>${n}</a>`,
    );
  }
  if (p.page < p.pages)
    links.push(
      html`<a class="next page-numbers" href="${p.url(p.page + 1)}">Next<span class="screen-reader-text"> page</span></a>`,
    );
  return html`<nav class="navigation pagination" aria-label="${label}"><div class="nav-links">${links}</div></nav>`;
}

/** Filter links (`nav.post-filters`): one per category, the current one with `aria-current="page"`. */
function filterNav(
  label: string,
  extraClass: string,
  links: Array<{ href: string; name: string; on: boolean; filter?: string }>,
): Html {
  const items = links.map(
    (l) =>
      html`<li class="cat-item${l.on ? ' current-cat' : ''}"><a href="${l.href}" class="post-filter${l.on ? ' active' : ''}"${attr('aria-current', l.on && 'page')}${attr('data-filter', l.filter)}>${l.name}</a></li>`,
  );
  return html`<nav class="${extraClass} post-filters" aria-label="${label}"><ul>${items}</ul></nav>`;
}

/**
 * The blog listing: `div.post-listing[data-layout="masonry"]` holding the category filter, the grid
 * (`div.posts-grid.post-grid` of `article.post-grid-item`) and the posts pagination.
 */
export function blogList(
  posts: Post[],
  categories: Array<{ slug: string; name: string }>,
  current: string | null,
  media: Map<number, Media>,
  paging?: PostPaging,
): Html {
  const filter = filterNav(
    'Blog categories',
    'widget widget_categories',
    [{ slug: '', name: 'All posts' }, ...categories].map((c) => ({
      href: c.slug ? categoryUrl(c.slug) : URLS.blog,
      name: c.name,
      on: (c.slug || null) === current,
    })),
  );
  const items = posts.map(
    (
      p,
    ) => html`<article id="post-${p.id}" class="post type-post post-${p.id} status-publish category-${p.category_slug} post-grid-item">
<a class="post-thumbnail" href="${postUrl(p)}" tabindex="-1" aria-hidden="true">${imgTag(p.image_id ? media.get(p.image_id) : undefined, SIZES.thumbnail, 'attachment-post-thumbnail', '')}</a>
<h2 class="entry-title"><a href="${postUrl(p)}" rel="bookmark">${p.title}</a></h2>
<div class="entry-meta"><time class="entry-date published" datetime="${p.published_at.toISOString()}">${dateText(p.published_at)}</time> · <a href="${categoryUrl(p.category_slug)}" rel="category tag">${p.category_name}</a> · <span class="comments-link">${p.comment_count} ${p.comment_count === 1 ? 'comment' : 'comments'}</span></div>
<div class="entry-summary"><p>${p.excerpt}</p></div>
<a class="more-link" href="${postUrl(p)}">Continue reading<span class="screen-reader-text"> ${p.title}</span></a>
</article>`,
  );
  const heading = current ? (categories.find((c) => c.slug === current)?.name ?? 'Blog') : 'Blog';
  return html`<div class="post-listing" data-layout="masonry" data-item-label="posts">
<h1 class="page-title">${heading}</h1>
${filter}
<div class="blog-grid posts-grid post-grid">${items.length ? items : html`<p>No posts yet.</p>`}</div>
${paging ? postPagination(paging, 'Posts pagination') : ''}
</div>`;
}

/** Blog category archive URL. */
export const blogCategoryUrl = categoryUrl;

/** Comments as a tree: `ol.commentlist` with nested `ol.children`. */
function commentTree(post: Post, comments: Comment[], parent: number, depth: number): Html {
  const kids = comments.filter((c) => c.parent_id === parent);
  return html`${kids.map((c, i) => {
    const hasKids = comments.some((k) => k.parent_id === c.id);
    const cls = `comment ${i % 2 ? 'odd alt' : 'even'} depth-${depth}${hasKids ? ' parent' : ''}`;
    const children = hasKids ? html`<ol class="children">${commentTree(post, comments, c.id, depth + 1)}</ol>` : '';
    return html`<li id="comment-${c.id}" class="${cls}"><article id="div-comment-${c.id}" class="comment-body">
<div class="comment-meta"><div class="comment-author vcard"><b class="fn">${c.author}</b> <span class="says">says:</span></div><div class="comment-metadata"><a href="${postUrl(post)}#comment-${c.id}"><time datetime="${c.created_at.toISOString()}">${dateText(c.created_at)}</time></a></div></div>
<div class="comment-content"><p>${c.content}</p></div>
<div class="reply"><a rel="nofollow" class="comment-reply-link" href="${postUrl(post)}?replytocom=${c.id}#respond" data-commentid="${c.id}" data-postid="${post.id}" data-belowelement="div-comment-${c.id}" data-respondelement="respond" data-replyto="${`Reply to ${c.author}`}" aria-label="${`Reply to ${c.author}`}">Reply</a></div>
</article>${children}</li>`;
  })}`;
}

/** The comment form (`#respond` with `form#commentform` and `#comment_parent`). */
export function commentForm(post: Post, replyTo: Comment | null): Html {
  const title = replyTo ? `Reply to ${replyTo.author}` : 'Leave a reply';
  return html`<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">${title} <small><a rel="nofollow" id="cancel-comment-reply-link" href="${postUrl(post)}#respond"${attr('hidden', !replyTo)}>Cancel reply</a></small></h3>
<form action="${URLS.commentsPost}" method="post" id="commentform" class="comment-form">
<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> Required fields are marked <span class="required">*</span></p>
<p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>
<p class="comment-form-author"><label for="author">Name <span class="required">*</span></label><input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required></p>
<p class="comment-form-email"><label for="email">Email <span class="required">*</span></label><input id="email" name="email" type="email" value="" size="30" maxlength="100" autocomplete="email" aria-describedby="email-notes" required></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post comment"><input type="hidden" name="comment_post_ID" value="${post.id}" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="${replyTo?.id ?? 0}"></p>
</form></div>`;
}

/** A single post with its comments and form. */
export function postPage(post: Post, comments: Comment[], media: Map<number, Media>, replyTo: Comment | null): Html {
  const image = post.image_id ? media.get(post.image_id) : undefined;
  const title = comments.length
    ? `${comments.length} ${comments.length === 1 ? 'thought' : 'thoughts'} on “${post.title}”`
    : 'Comments';
  return html`<article id="post-${post.id}" class="post type-post post-${post.id} status-publish category-${post.category_slug}">
<header class="entry-header"><h1 class="entry-title">${post.title}</h1>
<div class="entry-meta">By ${post.author} · <time class="entry-date published" datetime="${post.published_at.toISOString()}">${dateText(post.published_at)}</time> · <a href="${categoryUrl(post.category_slug)}" rel="category tag">${post.category_name}</a></div></header>
${image ? html`<div class="post-thumbnail">${imgTag(image, SIZES.single, 'attachment-post-thumbnail wp-post-image')}</div>` : ''}
<div class="entry-content">${rawHtml(post.content)}</div>
</article>
<div id="comments" class="comments-area"><h2 class="comments-title">${title}</h2>
${comments.length ? html`<ol class="commentlist comment-list">${commentTree(post, comments, 0, 1)}</ol>` : html`<p class="no-comments-yet">No comments yet.</p>`}
${commentForm(post, replyTo)}
</div>`;
}

/**
 * The portfolio: `div.post-listing[data-layout="fitRows"]` holding the category filter (`?category=` links,
 * with isotope-style `data-filter` classes), the grid (`ul.portfolio-grid.post-grid` of
 * `li.portfolio-item.post-grid-item`) and the pagination. `items` are this page's items; `categories` all of them.
 */
export function portfolioPage(
  items: PortfolioItem[],
  current: string | null,
  media: Map<number, Media>,
  categories?: string[],
  paging?: PostPaging,
): Html {
  const cats = categories ?? [...new Set(items.map((i) => i.category))];
  const shown = categories ? items : current ? items.filter((i) => i.category.toLowerCase() === current) : items;
  const filter = filterNav(
    'Portfolio categories',
    'portfolio-filters',
    [['', 'All'] as const, ...cats.map((c) => [c.toLowerCase(), c] as const)].map(([slug, name]) => ({
      href: `${URLS.portfolio}${slug ? `?category=${encodeURIComponent(slug)}` : ''}`,
      name,
      on: (slug || null) === current,
      filter: slug ? `.portfolio-category-${slug}` : '*',
    })),
  );
  const grid = shown.map(
    (i) =>
      html`<li id="portfolio-${i.id}" class="portfolio-item portfolio-category-${i.category.toLowerCase()} post-grid-item"><figure>${imgTag(i.image_id ? media.get(i.image_id) : undefined, SIZES.thumbnail, 'attachment-portfolio', '')}<figcaption><h2 class="portfolio-title">${i.title}</h2><p>${i.summary}</p><p class="portfolio-category">${i.category}</p></figcaption></figure></li>`,
  );
  return html`<div class="post-listing" data-layout="fitRows" data-item-label="projects">
<h1 class="page-title">Portfolio</h1>
${filter}
<ul class="portfolio-grid post-grid">${grid}</ul>
${paging ? postPagination(paging, 'Portfolio pagination') : ''}
</div>`;
}
