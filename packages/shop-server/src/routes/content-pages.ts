/**
 * Editorial screens: blog listing (optionally by category), single posts with threaded comments,
 * the portfolio, and `POST /wp-comments-post.php` for comments and product reviews.
 */
import { Hono, type Context } from 'hono';
import { mediaByIds, productById } from '../domain/catalog';
import { addComment, blogCategories, commentsOf, listPortfolio, listPosts, postBySlug } from '../domain/content';
import { blogCategoryUrl, blogList, portfolioPage, postPage, POSTS_PER_PAGE, type PostPaging } from '../views/blog';
import { isRfcEmail } from '@storefront/validation';
import { URLS } from '../config';
import { clipText, COMMENT_LIMITS } from '../domain/limits';
import { html, joinHtml } from '../views/format';
import { termsPageHtml } from '../views/pages';
import { shopOf, type ShopEnv } from './context';
import { formFields, renderPage } from './render';
import { safeRedirectPath } from './safe-redirect';
import { notFound } from './shop-pages';

/** Page number from `/page/:n` (1 when absent; 0 when malformed). */
const pageNumber = (c: Context<ShopEnv>): number => {
  const raw = c.req.param('n') ?? '1';
  return /^\d+$/.test(raw) ? Math.max(1, Number(raw)) : 0;
};

/** One page of `all` (POSTS_PER_PAGE each), or null when `page` is out of range. */
function slicePage<T>(all: T[], page: number, url: (n: number) => string): { items: T[]; paging: PostPaging } | null {
  const pages = Math.max(1, Math.ceil(all.length / POSTS_PER_PAGE));
  if (page < 1 || page > pages) return null;
  return { items: all.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE), paging: { page, pages, url } };
}

async function blog(c: Context<ShopEnv>, category: string | null): Promise<Response> {
  const db = shopOf(c).db;
  const cats = await blogCategories(db);
  if (category && !cats.some((x) => x.slug === category)) return notFound(c);
  const base = category ? blogCategoryUrl(category) : URLS.blog;
  const shown = slicePage(await listPosts(db, category ?? undefined, 1000), pageNumber(c), (n) =>
    n <= 1 ? base : `${base}page/${n}/`,
  );
  if (!shown) return notFound(c);
  const media = await mediaByIds(
    db,
    shown.items.map((p) => p.image_id),
  );
  const title = shown.paging.page > 1 ? `Blog – Page ${shown.paging.page}` : 'Blog';
  return renderPage(c, {
    title,
    bodyClass: 'blog',
    content: blogList(shown.items, cats, category, media, shown.paging),
  });
}

async function portfolio(c: Context<ShopEnv>): Promise<Response> {
  const db = shopOf(c).db;
  const all = await listPortfolio(db);
  const categories = [...new Set(all.map((i) => i.category))];
  const category = c.req.query('category')?.toLowerCase() || null;
  if (category && !categories.some((x) => x.toLowerCase() === category)) return notFound(c);
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const matching = category ? all.filter((i) => i.category.toLowerCase() === category) : all;
  const shown = slicePage(
    matching,
    pageNumber(c),
    (n) => (n <= 1 ? URLS.portfolio : `${URLS.portfolio}page/${n}/`) + query,
  );
  if (!shown) return notFound(c);
  const media = await mediaByIds(
    db,
    shown.items.map((i) => i.image_id),
  );
  const title = shown.paging.page > 1 ? `Portfolio – Page ${shown.paging.page}` : 'Portfolio';
  return renderPage(c, {
    title,
    bodyClass: 'page portfolio',
    content: portfolioPage(shown.items, category, media, categories, shown.paging),
  });
}

async function post(c: Context<ShopEnv>): Promise<Response> {
  const db = shopOf(c).db;
  const p = await postBySlug(db, c.req.param('slug') ?? '');
  if (!p) return notFound(c);
  const comments = await commentsOf(db, 'post', p.id);
  const replyTo = comments.find((x) => String(x.id) === c.req.query('replytocom')) ?? null;
  const media = await mediaByIds(db, [p.image_id]);
  return renderPage(c, {
    title: p.title,
    bodyClass: `post-template-default single single-post postid-${p.id}`,
    content: postPage(p, comments, media, replyTo),
  });
}

/** A positive database id (int4) from a form field, or 0. */
const formId = (raw: string | undefined): number => {
  const s = (raw ?? '').trim();
  return /^\d{1,10}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : 0;
};

async function commentPost(c: Context<ShopEnv>): Promise<Response> {
  const db = shopOf(c).db;
  const f = await formFields(c);
  const objectId = formId(f.comment_post_ID);
  const postRow = objectId
    ? (await db.query<{ slug: string }>('select slug from posts where id = $1', [objectId])).rows[0]
    : undefined;
  const product = postRow || !objectId ? null : await productById(db, objectId);
  // Clipped to WordPress's column sizes first, so every check below runs on bounded input. The email is refused
  // rather than clipped when too long: a shortened address would be someone else's.
  const author = clipText(f.author, COMMENT_LIMITS.author);
  const emailTyped = (f.email ?? '').trim();
  const email = clipText(emailTyped, COMMENT_LIMITS.email);
  const text = clipText(f.comment, COMMENT_LIMITS.content);
  const rating = /^[1-5]$/.test((f.rating ?? '').trim()) ? Number(f.rating!.trim()) : null;
  const problem =
    !postRow && !product
      ? 'That post does not exist.'
      : !author || emailTyped.length > COMMENT_LIMITS.email || !isRfcEmail(email)
        ? 'Please fill in the required fields (name, email).'
        : !text
          ? 'Please type your comment text.'
          : product && rating === null
            ? 'Please select a rating'
            : null;
  if (problem) {
    const back = postRow ? `/blog/${postRow.slug}/#respond` : product ? `/product/${product.slug}/#reviews` : '/blog/';
    return renderPage(c, {
      title: 'Comment submission failure',
      status: 400,
      content: joinHtml(
        html`<h1 class="page-title">Comment not posted</h1>`,
        html`<p class="woocommerce-error" role="alert">${problem}</p>`,
        html`<p><a href="${back}">Go back</a></p>`,
      ),
    });
  }
  const id = await addComment(db, {
    type: product ? 'product' : 'post',
    objectId,
    parentId: formId(f.comment_parent),
    author,
    email,
    content: text,
    rating: product ? rating : null,
  });
  return c.redirect(
    safeRedirectPath(`${product ? `/product/${product.slug}/` : `/blog/${postRow!.slug}/`}#comment-${id}`, '/blog/'),
    302,
  );
}

/** Builds the blog, portfolio and comment routes. */
export function contentPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/blog', (c) => blog(c, null));
  r.get('/blog/page/:n', (c) => blog(c, null));
  r.get('/blog/category/:slug', (c) => blog(c, c.req.param('slug')));
  r.get('/blog/category/:slug/page/:n', (c) => blog(c, c.req.param('slug')));
  r.get('/blog/:slug', post);
  r.get('/portfolio', portfolio);
  r.get('/portfolio/page/:n', portfolio);
  r.post('/wp-comments-post.php', commentPost);
  r.get('/terms', (c) => renderPage(c, { title: 'Terms and conditions', bodyClass: 'page', content: termsPageHtml() }));
  return r;
}
