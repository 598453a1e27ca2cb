import { addStyle } from '@storefront/runtime/ui';

/** Class names of the searchable select (kept short: they ship in the chunk). */
export const CB = {
  root: 'sf-combobox',
  input: 'sf-combobox__input',
  list: 'sf-combobox__list',
  option: 'sf-combobox__option',
  active: 'is-active',
  current: 'is-current',
  message: 'sf-combobox__message',
  source: 'sf-combobox-source',
} as const;

/**
 * The searchable select's few rules: the native select stays in the form but is visually hidden
 * (not `display: none`, so autofill, validation and form posts still see it), the list and its
 * message drop down under the text box. Injected once per document by the combobox chunk.
 */
export const COMBOBOX_CSS = `
.${CB.root}{position:relative;display:block}
.${CB.input}{width:100%;box-sizing:border-box;padding-right:2em;background:#fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='10' height='6'%3E%3Cpath d='M0 0h10L5 6z' fill='%23444'/%3E%3C/svg%3E") no-repeat right .75em center}
.${CB.list}{position:absolute;z-index:1000;top:100%;left:0;right:0;max-height:15em;overflow-y:auto;margin:0;padding:0;list-style:none;background:#fff;color:#1a1a1a;border:1px solid #767676;box-shadow:0 4px 8px rgba(0,0,0,.15)}
.${CB.list}[hidden]{display:none}
.${CB.option}{padding:.4em .6em;cursor:pointer}
.${CB.option}.${CB.current}{font-weight:600}
.${CB.option}.${CB.active}{background:#1d4f91;color:#fff}
.${CB.message}:not(:empty){position:absolute;z-index:1000;top:100%;left:0;right:0;padding:.4em .6em;background:#fff;color:#1a1a1a;border:1px solid #767676}
.${CB.source}{position:absolute!important;width:1px!important;height:1px!important;margin:-1px!important;padding:0!important;border:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;clip-path:inset(50%)!important;white-space:nowrap!important}
`;

/** Adds {@link COMBOBOX_CSS} to the document once (with the page's CSP nonce). */
export function ensureComboboxStyle(doc: Document): void {
  addStyle('sf-combobox-style', COMBOBOX_CSS, doc);
}
