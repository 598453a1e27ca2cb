/**
 * Static files: the built front-end bundles at `/assets/` (from distDir), jQuery at
 * `/assets/vendor/jquery.min.js` (from node_modules), the theme stylesheet and icon at `/theme/`,
 * and generated SVG placeholder images at `/media/{slug}[-{w}x{h}].svg`.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { mediaBySlug } from '../domain/catalog';
import { FAVICON_SVG, placeholderSvg } from '../theme/svg';
import { STYLESHEET } from '../theme/stylesheet';
import { shopOf, type ShopEnv } from './context';

/** Content types by extension. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
};

/** Where jQuery's dist folder is, or null if jQuery is not installed. */
function jqueryDir(): string | null {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('jquery/package.json')), 'dist');
  } catch {
    return null;
  }
}

/** A file under `root`, or null (also for paths that try to leave it). */
async function fileUnder(root: string, rel: string): Promise<{ path: string; size: number; mtime: Date } | null> {
  const base = resolve(root);
  const full = resolve(base, `.${sep}${decodeURIComponent(rel)}`);
  if (full !== base && !full.startsWith(base + sep)) return null;
  try {
    const s = await stat(full);
    return s.isFile() ? { path: full, size: s.size, mtime: s.mtime } : null;
  } catch {
    return null;
  }
}

/** Sends a file with its type, an ETag, and caching: hashed names are immutable, others revalidate. */
async function sendFile(c: Context<ShopEnv>, f: { path: string; size: number; mtime: Date }): Promise<Response> {
  const etag = `W/"${f.size.toString(16)}-${f.mtime.getTime().toString(16)}"`;
  // Content-hashed names (e.g. `chunk-3f9a1c2b.js`) never change, so they may be cached for good.
  const hashed = /[.-][a-f0-9]{8,}\.[a-z0-9]+(?:\.map)?$/i.test(f.path);
  c.header('Content-Type', TYPES[extname(f.path).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  c.header('ETag', etag);
  c.header('Last-Modified', f.mtime.toUTCString());
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  return c.body(new Uint8Array(await readFile(f.path)), 200);
}

/** Builds the static-file routes. */
export function assetRoutes(distDir: string | undefined): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>();
  const jq = jqueryDir();

  r.get('/assets/vendor/:file{jquery(?:\\.min)?\\.(?:js|map)}', async (c) => {
    const f = jq ? await fileUnder(jq, c.req.param('file')) : null;
    return f ? sendFile(c, f) : c.text('Not found', 404);
  });
  r.get('/assets/*', async (c) => {
    // A missing build is not an error for the shop: pages still render, the loader just 404s.
    const f = distDir ? await fileUnder(distDir, c.req.path.slice('/assets/'.length)) : null;
    return f ? sendFile(c, f) : c.text('Not found', 404);
  });
  r.get('/theme/style.css', (c) => {
    const etag = `"${createHash('md5').update(STYLESHEET).digest('hex').slice(0, 16)}"`;
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    return c.req.header('If-None-Match') === etag ? c.body(null, 304) : c.body(STYLESHEET);
  });
  const icon = (c: Context<ShopEnv>): Response => {
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(FAVICON_SVG);
  };
  r.get('/theme/favicon.svg', icon);
  r.get('/favicon.ico', icon);
  r.get('/media/:file{[a-z0-9-]+\\.svg}', async (c) => {
    const m = /^(.+?)(?:-(\d{2,4})x(\d{2,4}))?\.svg$/.exec(c.req.param('file'));
    const media = m ? await mediaBySlug(shopOf(c).db, m[1]!) : null;
    if (!m || !media) return c.text('Not found', 404);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(placeholderSvg(media, m[2] ? Number(m[2]) : media.width, m[3] ? Number(m[3]) : media.height));
  });
  return r;
}
