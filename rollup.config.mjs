// Production build: the page loader, the shared runtime chunk (runtime + zustand), the React binding's chunk
// (preact/compat, loaded only by React islands), the HTTP and shared-UI chunk, and one bundle per island, as ESM with
// source maps. React is aliased to preact/compat.
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import alias from '@rollup/plugin-alias';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { glightboxCsp } from './scripts/glightbox-csp.mjs';
import { islandTable } from './scripts/loader-table.mjs';
import { pruneLoadedImports } from './scripts/prune-loaded-imports.mjs';
import { pageFlipCsp, pdfjsWorker } from './scripts/flip-book-build.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const islandsDir = path.join(root, 'islands');

/** Every folder under islands/ with an island.ts (definition) and a mount.ts (its bundle). */
export const islands = readdirSync(islandsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(islandsDir, d.name, 'island.ts')))
  .map((d) => d.name)
  .sort();

const LOADER_ID = '\0storefront-loader';

/** Generates the loader entry: every island's definition as a row, and nothing of the runtime but startLoader. */
function loaderEntry() {
  return {
    name: 'storefront-loader',
    resolveId: (id) => (id === 'virtual:loader' ? LOADER_ID : null),
    load(id) {
      if (id !== LOADER_ID) return null;
      // Compact rows instead of the definition objects (the loader ships on every page); an island's bundle is
      // islands/<name>.js beside the loader, imported by URL.
      // (A 'load' trigger is left out: it is the runtime's default; held clicks are a trailing 1.)
      const rows = JSON.stringify(
        islandTable(islandsDir, islands).map(([n, s, h, hold]) =>
          hold ? [n, s, h, 1] : h === 'load' ? [n, s] : [n, s, h],
        ),
      );
      return `import { startLoader } from '@storefront/runtime/loader';
startLoader(
  ${rows}.map(([name, selectors, hydrate, holdInput]) => ({ name, selectors, hydrate, holdInput, load: () => import(\`./islands/\${name}.js\`) })),
  () => import('@storefront/runtime/start'),
);`;
    },
  };
}

// The runtime chunk: what every island needs (core, events, props, domIsland).
const inRuntimeChunk = (id) =>
  /[\\/]packages[\\/]runtime[\\/]src[\\/]/.test(id) &&
  !/[\\/](loader|types|veto|timing|scroll)\.ts$|[\\/](ui|react|store)[\\/]/.test(id);
// The page store (with zustand/vanilla): its own chunk, loaded by the islands that share state (basket, checkout,
// consent, wishlist). A page whose first islands only bind to markup (a shop page: count, mini-basket, attribution)
// then loads none of it: ~280 B of gzip off every such page.
const inStoreChunk = (id) =>
  /[\\/]node_modules[\\/]zustand[\\/]|[\\/]packages[\\/]runtime[\\/]src[\\/]store[\\/]/.test(id);
// The React binding: preact (compat, hooks, the JSX runtime), reactIsland, useStore, the error boundary and useEvent.
// Only React islands import it: a page whose islands are all plain modules (domIsland) never loads preact.
const inPreactChunk = (id) =>
  /[\\/]node_modules[\\/]preact[\\/]/.test(id) || /[\\/]packages[\\/]runtime[\\/]src[\\/]react[\\/]/.test(id);
// The common chunk: what nearly every island uses besides the runtime: the HTTP clients, the UI helpers and the page
// helpers (@storefront/page). Anything else (@storefront/listing, the variation index, …) is left to rollup, which
// gives modules shared by several islands their own chunk, so a page loads only what its islands use. Folders,
// relative to the repository root (rollup's ids are real paths, not node_modules links).
const COMMON_FOLDERS = ['packages/http/src/', 'packages/runtime/src/ui/', 'shared/page/src/'];
const inCommonChunk = (id) => COMMON_FOLDERS.some((folder) => id.split(path.sep).join('/').includes(`/${folder}`));
// The basket (@storefront/cart: fragments, the basket check, basket events, the basket queue, with the HTTP package's
// serial queue, which only it uses): its own chunk, loaded by the islands that change or check the basket (add to
// basket, the mini-basket's basket code, the basket page), none of which loads at first on a page. In the common
// chunk it cost every page that fetches (a listing, a product page, the checkout) ~1.8 kB it never ran.
const inCartChunk = (id) => /[\\/]shared[\\/]cart[\\/]src[\\/]|[\\/]packages[\\/]http[\\/]src[\\/]queue\.ts$/.test(id);
// The classic checkout's chunks, named by hand: the block checkout uses the address and field rules of the classic's
// load-time chunk (checkout-mount), and left to rollup those would be split into a chunk of their own, which costs
// the classic page ~700 B of gzip it has no budget for. So the classic's load-time code and those rules stay one
// chunk, which the block checkout's page loads along (it has the room). Naming that chunk makes rollup pull every
// module it reaches in, the packages' barrels too: the classic's lazy chunks (interactive: submit, coupon; parsley:
// the newsletter's yup rules) are named here as well, so they keep what they had. The order-pay form's code is not
// in it: the checkout page never needs it (mount.ts imports it for the order-pay form).
const CHECKOUT_CHUNKS = [
  [
    'checkout-mount',
    /[\\/]islands[\\/]checkout[\\/](address[\\/](country|index|nearby|searchable|toggles|validation-later)|answers|checkout-form|contract|lazy|mount|notices|order-review|payment-methods|triggers)\.ts$/,
  ],
  // The address rules: the block checkout's fields import them at load, the classic checkout on need (its first
  // country change or the shopper's first reach, see islands/checkout/address/index.ts).
  [
    'address-rules',
    /[\\/]packages[\\/]address-locale[\\/]src[\\/](apply-locale|default-fields|fields|globals|locale-table|state-field)\.ts$/,
  ],
  // The payment block's in-place patch: loaded when an order review answer changes that block (the first answer at
  // load usually is the markup the server printed, see islands/checkout/order-review.ts).
  ['payment-patch', /[\\/]islands[\\/]checkout[\\/]payment-patch\.ts$/],
  // What the classic checkout applies with them (islands/checkout/address/rules.ts).
  ['address-apply', /[\\/]islands[\\/]checkout[\\/]address[\\/]rules\.ts$/],
  // The searchable select's messages, which its list (chunks/listbox-) reads when it loads.
  ['select-messages', /[\\/]packages[\\/]address-locale[\\/]src[\\/]messages\.ts$/],
  // What both checkouts need at load of the field marks and the general error text (the block checkout loads no
  // more of the classic checkout's code).
  ['checkout-marks', /[\\/]packages[\\/]validation[\\/]src[\\/]checkout-(marks|messages)\.ts$/],
  // The field checks: the classic checkout loads them when a field is first validated or the shopper first reaches
  // for the page (address/validation-later.ts). The rules are a chunk of their own, which the block checkout's fields
  // import at load (it has no use for the DOM binding).
  ['checkout-validation', /[\\/]packages[\\/]validation[\\/]src[\\/]checkout-dom\.ts$/],
  ['checkout-rules', /[\\/]packages[\\/]validation[\\/]src[\\/]checkout-rules\.ts$/],
  // The veto hooks, shared by the submit (interactive) and the order-pay form (its own chunk, which rollup names).
  ['veto', /[\\/]packages[\\/]runtime[\\/]src[\\/]veto\.ts$/],
  [
    'interactive',
    /[\\/]islands[\\/]checkout[\\/](attribution|coupon|interactive|submit|toggles)\.ts$/,
    /[\\/]packages[\\/]validation[\\/]src[\\/](coupon|server-errors)\.ts$/,
  ],
  [
    'parsley',
    /[\\/]packages[\\/]validation[\\/]src[\\/](generic-rules|messages|parsley[\\/][\w-]+)\.ts$/,
    /[\\/]node_modules[\\/](yup|property-expr|toposort)[\\/]/,
  ],
  // Shared by the newsletter's rules and the registration captcha: its own small chunk, as rollup made it.
  ['submit-natively', /[\\/]packages[\\/]validation[\\/]src[\\/]submit-natively\.ts$/],
];
const checkoutChunkOf = (id) => CHECKOUT_CHUNKS.find(([, ...res]) => res.some((re) => re.test(id)))?.[0];
// What of the shared folders and packages only the block checkout uses (the Store API client, money formatting, its
// field messages): a chunk of its own, or the barrels in the common and checkout-mount chunks would pull them in.
const inBlockPartsChunk = (id) =>
  /[\\/]packages[\\/](http[\\/]src[\\/](store-api|rest)|runtime[\\/]src[\\/]ui[\\/]money|validation[\\/]src[\\/]field-messages)\.ts$/.test(
    id,
  );

const mountOf = (name) => path.join(islandsDir, name, 'mount.ts');
// Islands whose entry may export more than its default (the loader reads only that): its lazily loaded code then
// imports what they share (the mini-basket's selectors; the quantity rules, which the basket page imports; the
// express button's, the gallery's and the variation form's contracts and helpers, which their later chunks use) from
// the entry itself, with no facade and mount chunk (a facade entry costs a page ~150 B of gzip and a request).
const EXTENSIBLE = ['mini-basket', 'quantity', 'express-checkout', 'gallery', 'variation-form'];
/** Emits the {@link EXTENSIBLE} islands' entries. */
const extensibleEntries = () => ({
  name: 'extensible-entries',
  buildStart() {
    for (const name of EXTENSIBLE)
      this.emitFile({
        type: 'chunk',
        id: mountOf(name),
        fileName: `islands/${name}.js`,
        preserveSignature: 'allow-extension',
      });
  },
});

export default {
  input: {
    loader: 'virtual:loader',
    ...Object.fromEntries(
      islands.filter((name) => !EXTENSIBLE.includes(name)).map((name) => [`islands/${name}`, mountOf(name)]),
    ),
  },
  preserveEntrySignatures: 'exports-only',
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    // An island whose entry is a small facade has its code in a chunk rollup names 'mount': name it after the
    // island (chunks/<island>-mount-…) so size budgets can single it out.
    chunkFileNames: (chunk) => {
      const island =
        chunk.name === 'mount' &&
        chunk.moduleIds.map((id) => /[\\/]islands[\\/]([\w-]+)[\\/]mount\.tsx?$/.exec(id)?.[1]).find(Boolean);
      // Seven hash characters: every cross-chunk import names a chunk, so short names save bytes, but rollup can name
      // at most 63 chunks in six (its hash placeholders run out of one-character numbers).
      return island ? `chunks/${island}-mount-[hash:7].js` : 'chunks/[name]-[hash:7].js';
    },
    manualChunks(id) {
      // Loaded only on pages that have jQuery (see loadJqueryBridge).
      if (/[\\/]runtime[\\/]src[\\/](jquery-bridge|wc-events)\.ts$/.test(id)) return 'jquery-bridge';
      // Payment messages and redirect checks are shared by the flows and the double: kept out of the double's chunk
      // (the hash parser is left to the card flow, its one user: the product page's express button loads without it).
      if (/[\\/]packages[\\/]payments[\\/]src[\\/](messages|redirects)\.ts$/.test(id)) return 'payment-messages';
      // The type names and rules go with the forms' helpers: the checkout form needs one rule (reusable types) at
      // load, and the block checkout page (same form code) loads no payment message before an error.
      if (/[\\/]packages[\\/]payments[\\/]src[\\/]method-types\.ts$/.test(id)) return 'ui-forms';
      // The local payment-provider double stands in for the provider's own script (js.stripe.com): its own chunk,
      // loaded only in local-double mode, and left out of page totals like the provider's script (size-budgets.json).
      // The double's redirect-type forms (iDEAL's bank select…) load only when such an element mounts.
      if (/[\\/]packages[\\/]payments[\\/]src[\\/]local-double[\\/](redirect-form|ideal-banks)\.ts$/.test(id))
        return 'double-redirect';
      // The direct-debit types' account forms and rules load only when a debit element mounts.
      if (/[\\/]local-double[\\/](debit-form|debit-accounts)\.ts$/.test(id)) return 'double-debit';
      // The test wallet's sheet loads on the wallet button's first click.
      if (/[\\/]local-double[\\/]express-dialog\.ts$/.test(id)) return 'double-wallet-sheet';
      // The double's Boleto form (the tax id) loads only when a Boleto element mounts.
      if (/[\\/]local-double[\\/]boleto-form\.ts$/.test(id)) return 'double-boleto';
      if (/[\\/]local-double[\\/]boleto-tax-id\.ts$/.test(id)) return 'double-tax-id';
      // The double's voucher dialog loads only when a voucher is confirmed.
      if (/[\\/]packages[\\/]payments[\\/]src[\\/]local-double[\\/]voucher-wallet-element\.ts$/.test(id))
        return 'double-voucher';
      if (/[\\/]packages[\\/]payments[\\/]src[\\/]local-double[\\/]/.test(id)) return 'payment-double';
      // The provider client loader alone: the express button's first bundles load it without the page settings reader
      // and the error rules (provider-, which imports it).
      if (/[\\/]packages[\\/]payments[\\/]src[\\/](load-provider|shop-message)\.ts$/.test(id)) return 'payment-loader';
      // The page settings and the load-failure message: what the payment box needs at mount (its box's failure text
      // must not wait for a chunk). The settings-based loader and its error rules (provider-) load with the card's
      // form, the block checkout's card, the express button's first error or press, with the message catalogue.
      if (/[\\/]packages[\\/]payments[\\/]src[\\/](settings|load-failure)\.ts$/.test(id)) return 'payment-settings';
      if (/[\\/]packages[\\/]payments[\\/]src[\\/](errors|provider)\.ts$/.test(id)) return 'provider';
      // The card flows the payment box and the block checkout share stay in the payment box's lazy chunk (flow-), which
      // the block checkout's card chunk imports: split into a chunk of their own, they would cost the classic checkout
      // page a chunk's overhead it has no budget for.
      if (
        /[\\/]packages[\\/]payments[\\/]src[\\/](hash-flows|form-options|billing|intents-api|confirm-flows|card-submit)\.ts$/.test(
          id,
        ) ||
        /[\\/]islands[\\/]payment-box[\\/]flow\.ts$/.test(id)
      )
        return 'flow';
      // The intent-first types' session (BLIK's code rule with it) and its intent calls: only where such a type is.
      if (
        /[\\/]payments[\\/]src[\\/](blik|intent-calls)\.ts$|[\\/]payment-box[\\/](intent-first|blik-code)\.ts$/.test(id)
      )
        return 'intent-first';
      // Naming flow- pulls in what it imports: the payment box's first bundle keeps its own modules by name. It loads
      // when the box is needed: its watcher (the mount chunk, with the reach rules they share) decides (watch.ts).
      if (/[\\/]islands[\\/]payment-box[\\/](mount|watch|first-reach)\.ts$/.test(id)) return 'payment-box-mount';
      if (
        /[\\/]islands[\\/]payment-box[\\/](box|payment-box|session|contract|notices|save-options|method-boxes)\.ts$/.test(
          id,
        )
      )
        return 'payment-box-session';
      // The page's consent state: its own chunk (the banner's and any other island's that changes consent).
      if (/[\\/]shared[\\/]consent[\\/]src[\\/]/.test(id)) return 'consent';
      if (inPreactChunk(id)) return 'preact';
      if (inStoreChunk(id)) return 'store';
      if (inRuntimeChunk(id)) return 'runtime';
      // Focus trapping serves only dialogs (quick view, the lightbox): its own chunk, so pages without one skip it
      // (left unassigned, rollup would pull it into common through the ui barrel).
      if (/[\\/]runtime[\\/]src[\\/]ui[\\/]focus-trap\.ts$/.test(id)) return 'focus-trap';
      // Slides and HTML escaping serve only lazily loaded form code (checkout, variation form, lightbox).
      if (/[\\/]runtime[\\/]src[\\/]ui[\\/](slide|escape)\.ts$/.test(id)) return 'ui-forms';
      // The announcer, with the result count's lazy import of it (its speak module): the variation form's, the
      // wishlist's, add to basket's. The alert notices' focus: the payment box's, the basket page's, notice-focus'.
      if (/[\\/](runtime[\\/]src[\\/]ui[\\/]announce|islands[\\/]listing-count[\\/]speak)\.ts$/.test(id))
        return 'announce';
      if (/[\\/]runtime[\\/]src[\\/]ui[\\/]notices\.ts$/.test(id)) return 'notices';
      // Cookies: the listing's view switch, the consent, the store notice, the basket, the newsletter, the wishlist.
      if (/[\\/]runtime[\\/]src[\\/]ui[\\/]cookies\.ts$/.test(id)) return 'cookies';
      // What islands that never fetch use too (the scope, the reduced-motion check, CSP-nonced styles): the
      // home page's effects and slider, the catalogue's viewer load this alone, not the common chunk.
      if (/[\\/]runtime[\\/]src[\\/]ui[\\/](scope|reduced-motion|style)\.ts$/.test(id)) return 'ui-base';
      const checkoutChunk = checkoutChunkOf(id);
      if (checkoutChunk) return checkoutChunk;
      if (inBlockPartsChunk(id)) return 'block-parts';
      // The listing's constants and the runtime's timing helpers (which they use): one small chunk, where they were
      // two (they are small and load together). Nothing here may
      // import the common chunk: the shop page's result count loads this one and must not load that one.
      // The listing-changed event and the count's delay are a chunk of their own (updated-, imported by this one): the
      // shop page's result count, often its one listing island, loads only them.
      if (/[\\/]shared[\\/]listing[\\/]src[\\/]updated\.ts$/.test(id)) return 'updated';
      if (/[\\/](shared[\\/]listing[\\/]src[\\/]constants|packages[\\/]runtime[\\/]src[\\/]timing)\.ts$/.test(id))
        return 'constants';
      if (inCartChunk(id)) return 'cart';
      // admin-ajax serves the bulk table alone (the REST client's use of it is not in the block checkout's bundle): its
      // own small chunk (~0.5 kB), not the common chunk every fetching page loads.
      if (/[\\/]packages[\\/]http[\\/]src[\\/]admin-ajax\.ts$/.test(id)) return 'admin-ajax';
      // The quantity rules, shared by the quantity island and the basket page: in the island's entry, which every
      // product page loads at once (the basket page, loaded on need, imports them from there).
      if (/[\\/](islands[\\/]quantity[\\/][\w-]+|packages[\\/]validation[\\/]src[\\/]quantity)\.ts$/.test(id))
        return 'quantity';
      // The express button's start (reads, flow, provider loader call) is imported as soon as the island mounts, which
      // is when its element is visible: one chunk with the island's entry, not a second request.
      if (
        /[\\/]islands[\\/]express-checkout[\\/](mount|express-checkout|params|contract|express-start|flow|product|reads)\.ts$/.test(
          id,
        )
      )
        return 'express-checkout';
      if (inCommonChunk(id)) return 'common';
      return undefined;
    },
  },
  plugins: [
    loaderEntry(),
    extensibleEntries(),
    alias({
      entries: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // Style writes through the CSSOM, which the shop's CSP allows (see the plugin).
    glightboxCsp(),
    pageFlipCsp(),
    pdfjsWorker(),
    resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json', outputToFilesystem: false, noEmitOnError: true }),
    // Before terser: bare imports of chunks already evaluated go (see the script).
    pruneLoadedImports(),
    terser({
      ecma: 2020,
      module: true,
      compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true },
      format: { comments: false },
    }),
  ],
};
