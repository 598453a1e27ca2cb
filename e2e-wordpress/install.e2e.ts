/**
 * Installing the plugin as a new user would: `npm run build` writes dist/storefront-islands.zip; an admin uploads it
 * on WordPress's Plugins → Add New → Upload Plugin screen and activates it. The store's own copy (the
 * `wordpress-plugin` folder setup.sh copies) is switched off meanwhile and back on after.
 * `npm run test:wordpress` (see store.ts); skipped without a store or without the zip.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { mounted, newContext, openStoreForFile, php, reachFor, up, url, visit } from './store';

openStoreForFile();

const ZIP = path.resolve(import.meta.dirname, '../dist/storefront-islands.zip');
const STORE_COPY = 'wordpress-plugin/storefront-islands.php';
const UPLOADED = 'storefront-islands/storefront-islands.php';
/** WordPress's plugin functions (activate_plugin, …) live in an admin include. */
const ADMIN_API = `require_once ABSPATH . 'wp-admin/includes/plugin.php';`;

afterAll(() => {
  if (!up || !existsSync(ZIP)) return;
  // Back to the store's own copy; the uploaded folder is removed without running its uninstall (which would
  // delete the plugin's settings both copies share).
  // Two processes: one with the uploaded copy loaded can't load the other (same functions).
  php(`${ADMIN_API} deactivate_plugins(['${UPLOADED}'], true);`);
  php(`${ADMIN_API} activate_plugin('${STORE_COPY}');`);
  const dir = php(`echo WP_PLUGIN_DIR;`).trim();
  rmSync(path.join(dir, 'storefront-islands'), { recursive: true, force: true });
});

describe.skipIf(!up || !existsSync(ZIP))('The plugin installed from its zip on a real store', () => {
  it("uploads on 'Upload Plugin', activates, and the islands run from the new folder", async () => {
    php(`${ADMIN_API} deactivate_plugins(['${STORE_COPY}'], true);`);
    const admin = await newContext();
    const page = await admin.newPage();
    await page.goto(url('/wp-login.php'));
    await page.fill('#user_login', 'admin');
    await page.fill('#user_pass', 'admin');
    await Promise.all([page.waitForNavigation(), page.click('#wp-submit')]);
    await page.goto(url('/wp-admin/plugin-install.php?tab=upload'));
    await page.locator('input#pluginzip').setInputFiles(ZIP);
    await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.locator('#install-plugin-submit').click()]);
    expect(await page.locator('.wrap').textContent()).toMatch(/Plugin installed successfully/);
    await Promise.all([page.waitForNavigation(), page.locator('a', { hasText: 'Activate Plugin' }).click()]);
    expect(await page.locator(`tr[data-plugin="${UPLOADED}"].active`).count()).toBe(1);
    await admin.close();

    const v = await visit('/shop/');
    const loader = v.page.locator('script[type=module][src*="/dist/loader.js"]');
    expect(await loader.getAttribute('src')).toMatch(/\/wp-content\/plugins\/storefront-islands\/dist\/loader\.js/);
    await reachFor(v.page, 'a.ajax_add_to_cart[data-product_id]');
    await mounted(v.page, '.add_to_cart_button.ajax_add_to_cart', 'add-to-cart');
    await mounted(v.page, '.widget_shopping_cart_content', 'mini-basket');
    expect(v.errors).toEqual([]);
    await v.page.close();
  });
});
