/**
 * Blog listing, single post (its comments: blog-comments.ts), and the portfolio grid.
 */
import { URLS } from '../config';
import type { Media } from '../domain/catalog';
import type { Comment, PortfolioItem, Post } from '../domain/content';
import { commentForm, commentTree, dateText, postUrl } from './blog-comments';
import { attr, html, imgTag, joinHtml, rawHtml, type Html } from './format';
import { SIZES } from '../domain/urls';

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
  const pageText = (n: number): Html => html`<span class="screen-reader-text">Page </span>${n}`;
  const links: Html[] = [];
  if (p.page > 1) {
    const href = p.url(p.page - 1);
    links.push(
      html`<a class="prev page-numbers" href="${href}">Previous<span class="screen-reader-text"> page</span></a>`,
    );
  }
  for (let n = 1; n <= p.pages; n++) {
    links.push(
      n === p.page
        ? html`<span aria-current="page" class="page-numbers current">${pageText(n)}</span>`
        : html`<a class="page-numbers" href="${p.url(n)}">${pageText(n)}</a>`,
    );
  }
  if (p.page < p.pages) {
    const href = p.url(p.page + 1);
    links.push(html`<a class="next page-numbers" href="${href}">Next<span class="screen-reader-text"> page</span></a>`);
  }
  return html`<nav class="navigation pagination" aria-label="${label}"><div class="nav-links">${links}</div></nav>`;
}

/** Filter links (`nav.post-filters`): one per category, the current one with `aria-current="page"`. */
function filterNav(
  label: string,
  extraClass: string,
  links: Array<{ href: string; name: string; on: boolean; filter?: string }>,
): Html {
  const items = links.map((l) =>
    joinHtml(
      html`<li class="cat-item${l.on ? ' current-cat' : ''}">`,
      html`<a href="${l.href}" class="post-filter${l.on ? ' active' : ''}"`,
      attr('aria-current', l.on && 'page'),
      attr('data-filter', l.filter),
      html`>${l.name}</a>`,
      html`</li>`,
    ),
  );
  return html`<nav class="${extraClass} post-filters" aria-label="${label}"><ul>${items}</ul></nav>`;
}

/** `div.entry-meta` of a post: date, category (and in the listing the comment count), separated by dots. */
function postMeta(p: Post, withComments: boolean): Html {
  const comments = `${p.comment_count} ${p.comment_count === 1 ? 'comment' : 'comments'}`;
  return joinHtml(
    html`<time class="entry-date published" datetime="${p.published_at.toISOString()}">`,
    html`${dateText(p.published_at)}</time>`,
    html` · <a href="${categoryUrl(p.category_slug)}" rel="category tag">${p.category_name}</a>`,
    withComments && html` · <span class="comments-link">${comments}</span>`,
  );
}

/** One post of the listing grid: `article.post-grid-item`. */
function postGridItem(p: Post, media: Map<number, Media>): Html {
  const classes = `post type-post post-${p.id} status-publish category-${p.category_slug} post-grid-item`;
  const image = imgTag(
    p.image_id ? media.get(p.image_id) : undefined,
    SIZES.thumbnail,
    'attachment-post-thumbnail',
    '',
  );
  return html`<article id="post-${p.id}" class="${classes}">
<a class="post-thumbnail" href="${postUrl(p)}" tabindex="-1" aria-hidden="true">${image}</a>
<h2 class="entry-title"><a href="${postUrl(p)}" rel="bookmark">${p.title}</a></h2>
<div class="entry-meta">${postMeta(p, true)}</div>
<div class="entry-summary"><p>${p.excerpt}</p></div>
<a class="more-link" href="${postUrl(p)}">Continue reading<span class="screen-reader-text"> ${p.title}</span></a>
</article>`;
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
  const items = posts.map((p) => postGridItem(p, media));
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

/** A single post with its comments and form. */
export function postPage(post: Post, comments: Comment[], media: Map<number, Media>, replyTo: Comment | null): Html {
  const image = post.image_id ? media.get(post.image_id) : undefined;
  const title = comments.length
    ? `${comments.length} ${comments.length === 1 ? 'thought' : 'thoughts'} on “${post.title}”`
    : 'Comments';
  const classes = `post type-post post-${post.id} status-publish category-${post.category_slug}`;
  const thumbnail = image && imgTag(image, SIZES.single, 'attachment-post-thumbnail wp-post-image');
  const list = comments.length
    ? html`<ol class="commentlist comment-list">${commentTree(post, comments, 0, 1)}</ol>`
    : html`<p class="no-comments-yet">No comments yet.</p>`;
  return html`<article id="post-${post.id}" class="${classes}">
<header class="entry-header"><h1 class="entry-title">${post.title}</h1>
<div class="entry-meta">By ${post.author} · ${postMeta(post, false)}</div></header>
${thumbnail ? html`<div class="post-thumbnail">${thumbnail}</div>` : ''}
<div class="entry-content">${rawHtml(post.content)}</div>
</article>
<div id="comments" class="comments-area"><h2 class="comments-title">${title}</h2>
${list}
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
  const grid = shown.map((i) => portfolioItem(i, media));
  return html`<div class="post-listing" data-layout="fitRows" data-item-label="projects">
<h1 class="page-title">Portfolio</h1>
${filter}
<ul class="portfolio-grid post-grid">${grid}</ul>
${paging ? postPagination(paging, 'Portfolio pagination') : ''}
</div>`;
}

/** One portfolio item: `li.portfolio-item.post-grid-item` with its category class. */
function portfolioItem(i: PortfolioItem, media: Map<number, Media>): Html {
  return joinHtml(
    html`<li id="portfolio-${i.id}"`,
    html` class="portfolio-item portfolio-category-${i.category.toLowerCase()} post-grid-item">`,
    html`<figure>`,
    imgTag(i.image_id ? media.get(i.image_id) : undefined, SIZES.thumbnail, 'attachment-portfolio', ''),
    html`<figcaption>`,
    html`<h2 class="portfolio-title">${i.title}</h2>`,
    html`<p>${i.summary}</p>`,
    html`<p class="portfolio-category">${i.category}</p>`,
    html`</figcaption>`,
    html`</figure>`,
    html`</li>`,
  );
}
