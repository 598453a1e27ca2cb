/**
 * Editorial screens: blog listing (optionally by category), single posts with threaded comments,
 * the portfolio, and `POST /wp-comments-post.php` for comments and product reviews.
 */
import { Hono, type Context } from 'hono';
import { mediaByIds, productById } from '../store/catalog';
import { addComment, blogCategories, commentsOf, listPortfolio, listPosts, postBySlug } from '../store/content';
import { blogList, portfolioPage, postPage } from '../views/blog';
import { html } from '../views/format';
import { shopOf, type ShopEnv } from './context';
import { formFields, renderPage } from './render';
import { notFound } from './shop-pages';

async function blog(c: Context<ShopEnv>, category: string | null): Promise<Response> {
  const db = shopOf(c).db;
  const cats = await blogCategories(db);
  if (category && !cats.some((x) => x.slug === category)) return notFound(c);
  const posts = await listPosts(db, category ?? undefined);
  const media = await mediaByIds(db, posts.map((p) => p.image_id));
  return renderPage(c, { title: 'Blog', bodyClass: 'blog', content: blogList(posts, cats, category, media) });
}

async function post(c: Context<ShopEnv>): Promise<Response> {
  const db = shopOf(c).db;
  const p = await postBySlug(db, c.req.param('slug') ?? '');
  if (!p) return notFound(c);
  const comments = await commentsOf(db, 'post', p.id);
  const replyTo = comments.find((x) => String(x.id) === c.req.query('replytocom')) ?? null;
  const media = await mediaByIds(db, [p.image_id]);
  return renderPage(c, { title: p.title, bodyClass: `post-template-default single single-post postid-${p.id}`, content: postPage(p, comments, media, replyTo) });
}

async function commentPost(c: Context<ShopEnv>): Promise<Response> {
  const db = shopOf(c).db;
  const f = await formFields(c);
  const objectId = Number(f.comment_post_ID);
  const postRow = (await db.query<{ slug: string }>('select slug from posts where id = $1', [objectId])).rows[0];
  const product = postRow ? null : await productById(db, objectId);
  const author = (f.author ?? '').trim();
  const email = (f.email ?? '').trim();
  const text = (f.comment ?? '').trim();
  const rating = f.rating ? Number(f.rating) : null;
  const problem = !postRow && !product ? 'That post does not exist.'
    : !author || !/^\S+@\S+\.\S+$/.test(email) ? 'Please fill in the required fields (name, email).'
      : !text ? 'Please type your comment text.'
        : product && !(rating && rating >= 1 && rating <= 5) ? 'Please select a rating'
          : null;
  if (problem) {
    const back = postRow ? `/blog/${postRow.slug}/#respond` : product ? `/product/${product.slug}/#reviews` : '/blog/';
    return renderPage(c, { title: 'Comment submission failure', status: 400, content: html`<h1 class="page-title">Comment not posted</h1><p class="woocommerce-error" role="alert">${problem}</p><p><a href="${back}">Go back</a></p>` });
  }
  const parent = Number(f.comment_parent) || 0;
  const id = await addComment(db, {
    type: product ? 'product' : 'post', objectId, parentId: parent, author, email, content: text, rating: product ? rating : null,
  });
  return c.redirect(`${product ? `/product/${product.slug}/` : `/blog/${postRow!.slug}/`}#comment-${id}`, 302);
}

/** Builds the blog, portfolio and comment routes. */
export function contentPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/blog', (c) => blog(c, null));
  r.get('/blog/category/:slug', (c) => blog(c, c.req.param('slug')));
  r.get('/blog/:slug', post);
  r.get('/portfolio', async (c) => {
    const db = shopOf(c).db;
    const items = await listPortfolio(db);
    const category = c.req.query('category')?.toLowerCase() ?? null;
    return renderPage(c, { title: 'Portfolio', bodyClass: 'page portfolio', content: portfolioPage(items, category, await mediaByIds(db, items.map((i) => i.image_id))) });
  });
  r.post('/wp-comments-post.php', commentPost);
  return r;
}
