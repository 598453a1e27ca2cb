/**
 * WordPress's toolbar (the admin bar) as a logged-in shop manager sees it on the theme's pages: printed at the start
 * of the body (after the skip link), with `admin-bar` in the body's classes (the theme's sticky elements move down
 * by its height). WordPress's structure: `div#wpadminbar > div.quicklinks[role=navigation]` holding two `ul.ab-top-menu` lists of
 * `li > a.ab-item` (the site and the page's edit link; then the account and logging out).
 */
import { SITE_NAME } from '../config';
import { html, joinHtml, type Html } from './format';

/** A toolbar link for the object the page shows, e.g. 'Edit product'. */
export interface AdminBarEdit {
  label: string;
  href: string;
}

/** What the toolbar shows. */
export interface AdminBarData {
  /** The manager's display name ('Howdy, …'). */
  userName: string;
  /** The logout link (with its nonce). */
  logoutHref: string;
  edit?: AdminBarEdit;
}

const item = (id: string, href: string, label: Html | string): Html =>
  html`<li id="wp-admin-bar-${id}"><a class="ab-item" href="${href}">${label}</a></li>`;

/** The toolbar's markup. */
export function adminBarHtml(d: AdminBarData): Html {
  const howdy = html`<span class="ab-howdy">Howdy, </span><span class="display-name">${d.userName}</span>`;
  return joinHtml(
    html`<div id="wpadminbar" class="nojq">`,
    html`<div class="quicklinks" id="wp-toolbar" role="navigation" aria-label="Toolbar">`,
    html`<ul id="wp-admin-bar-root-default" class="ab-top-menu">`,
    item('site-name', '/', SITE_NAME),
    d.edit && item('edit', d.edit.href, d.edit.label),
    html`</ul>`,
    html`<ul id="wp-admin-bar-top-secondary" class="ab-top-secondary ab-top-menu">`,
    item('my-account', '/my-account/', howdy),
    item('logout', d.logoutHref, 'Log out'),
    html`</ul>`,
    html`</div>`,
    html`</div>`,
  );
}
