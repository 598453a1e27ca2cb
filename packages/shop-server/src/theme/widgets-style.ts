/** Theme rules for Bootstrap 3's data-API widgets (the widgets island): collapse, tabs, tooltips, popovers, modals, dropdowns. */
export const WIDGETS_CSS = `/* Bootstrap-style widgets */
.collapse:not(.in) { display: none; }
.collapsing { overflow: hidden; transition: height .35s ease; }
.nav-tabs { list-style: none; display: flex; gap: .25rem; margin: 0; padding: 0; border-bottom: 1px solid var(--line); }
.nav-tabs a { display: block; padding: .5rem 1rem; text-decoration: none; border: 1px solid transparent; border-bottom: 0; }
.nav-tabs .active a { border-color: var(--line); background: var(--paper); font-weight: 700; color: var(--ink); }
.tab-pane:not(.active) { display: none; }
.tab-pane { padding: 1rem 0; }
.tooltip, .popover { position: absolute; z-index: 80; max-width: 18rem; padding: .4rem .6rem; border-radius: 4px; font-size: .875rem; }
.tooltip { background: var(--ink); color: #fff; }
.popover { background: var(--paper); color: var(--ink); border: 1px solid var(--line); box-shadow: 0 .5rem 1rem rgba(0,0,0,.15); }
.popover-title { display: block; margin-bottom: .25rem; }
.modal[hidden] { display: none; }
.modal { position: fixed; inset: 0; z-index: 90; display: flex; align-items: center; justify-content: center; background: rgba(0,0,0,.5); }
.modal-dialog { background: var(--paper); padding: 1.5rem; max-width: 32rem; width: calc(100% - 2rem); border-radius: 6px; }
.dropdown { position: relative; display: inline-block; }
.dropdown-menu { display: none; position: absolute; top: 100%; left: 0; z-index: 70; min-width: 10rem; list-style: none; margin: 0; padding: .3rem 0; background: var(--paper); border: 1px solid var(--line); }
.dropdown.open .dropdown-menu { display: block; }
.dropdown-menu a { display: block; padding: .3rem 1rem; }
.widget-showcase { display: grid; gap: 1rem; margin: 2rem 0; }
`;
