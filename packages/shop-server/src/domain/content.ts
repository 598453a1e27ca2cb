/**
 * Editorial content: blog posts, portfolio items and comments (post comments and product reviews).
 */
import type { Sql } from '../db/types';

/** A comment on a post, or a review of a product (with a rating). */
export interface Comment {
  id: number;
  object_type: 'post' | 'product';
  object_id: number;
  parent_id: number;
  author: string;
  email: string;
  content: string;
  rating: number | null;
  approved: boolean;
  created_at: Date;
}

/** A blog post with its category. */
export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  author: string;
  image_id: number | null;
  published_at: Date;
  comment_count: number;
}

/** A portfolio item. */
export interface PortfolioItem {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  image_id: number | null;
  menu_order: number;
}

const POST_SELECT = `select p.*, c.slug as category_slug, c.name as category_name,
  (select count(*)::int from comments k where k.object_type = 'post' and k.object_id = p.id and k.approved) as comment_count
  from posts p join blog_categories c on c.id = p.category_id`;

/** Posts, newest first, optionally in one category (by slug). */
export async function listPosts(db: Sql, category?: string, limit = 20): Promise<Post[]> {
  return (
    await db.query<Post>(
      `${POST_SELECT} where ($1::text is null or c.slug = $1) order by p.published_at desc limit $2`,
      [category ?? null, limit],
    )
  ).rows;
}

/** A post by slug. */
export async function postBySlug(db: Sql, slug: string): Promise<Post | null> {
  return (await db.query<Post>(`${POST_SELECT} where p.slug = $1`, [slug])).rows[0] ?? null;
}

/** Blog categories. */
export async function blogCategories(db: Sql): Promise<Array<{ id: number; slug: string; name: string }>> {
  return (await db.query<{ id: number; slug: string; name: string }>('select * from blog_categories order by id')).rows;
}

/** Portfolio items in menu order. */
export async function listPortfolio(db: Sql): Promise<PortfolioItem[]> {
  return (await db.query<PortfolioItem>('select * from portfolio_items order by menu_order')).rows;
}

/** Approved comments of a post or product, oldest first. */
export async function commentsOf(db: Sql, type: 'post' | 'product', id: number): Promise<Comment[]> {
  return (
    await db.query<Comment>(
      'select * from comments where object_type = $1 and object_id = $2 and approved order by created_at, id',
      [type, id],
    )
  ).rows;
}

/** Fields of a new comment. */
export interface NewComment {
  type: 'post' | 'product';
  objectId: number;
  parentId: number;
  author: string;
  email: string;
  content: string;
  rating: number | null;
}

/** Stores a comment. @returns its id. */
export async function addComment(db: Sql, c: NewComment): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into comments (object_type, object_id, parent_id, author, email, content, rating) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [c.type, c.objectId, c.parentId, c.author, c.email, c.content, c.rating],
  );
  return r.rows[0]!.id;
}
