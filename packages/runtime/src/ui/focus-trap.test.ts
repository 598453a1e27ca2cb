import { describe, expect, it, vi } from 'vitest';
import { tabbables, trapFocus } from './focus-trap';

function setup() {
  document.body.innerHTML = `
    <button id="opener">Open</button>
    <div id="dialog">
      <button id="first">First</button>
      <input id="disabled" disabled>
      <input type="hidden">
      <a id="nohref">no href</a>
      <div hidden><button id="hidden">hidden</button></div>
      <span tabindex="-1" id="minus">minus</span>
      <input id="middle">
      <a id="last" href="#x">Last</a>
    </div>
    <button id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  byId('opener').focus();
  return { dialog: byId('dialog'), byId };
}

const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

describe('tabbables', () => {
  it('lists only what Tab reaches', () => {
    const { dialog } = setup();
    expect(tabbables(dialog).map((el) => el.id)).toEqual(['first', 'middle', 'last']);
  });
});

describe('trapFocus', () => {
  it('leaves out what is invisible: visibility hidden, display none', () => {
    document.body.innerHTML =
      '<div id="box"><button id="a" style="visibility:hidden">A</button><p style="display:none"><button>B</button></p><button id="c">C</button></div>';
    expect(tabbables(document.getElementById('box')!).map((el) => el.id)).toEqual(['c']);
  });

  it('focuses the first tabbable, then cycles Tab from last to first', () => {
    const { dialog, byId } = setup();
    trapFocus(dialog);
    expect(document.activeElement).toBe(byId('first'));
    byId('last').focus();
    const event = tab();
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('first'));
  });

  it('cycles Shift+Tab from first to last, and leaves inner moves to the browser', () => {
    const { dialog, byId } = setup();
    trapFocus(dialog);
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('last'));
    byId('middle').focus();
    expect(tab().defaultPrevented).toBe(false);
    expect(tab(true).defaultPrevented).toBe(false);
  });

  it('honours initialFocus as element or selector', () => {
    const { dialog, byId } = setup();
    const release = trapFocus(dialog, { initialFocus: '#middle' });
    expect(document.activeElement).toBe(byId('middle'));
    release();
    trapFocus(dialog, { initialFocus: byId('last') });
    expect(document.activeElement).toBe(byId('last'));
  });

  it('focuses the container itself when nothing inside is tabbable, and cleans up', () => {
    document.body.innerHTML = '<button id="b">b</button><div id="c"><p>Only text</p></div>';
    const opener = document.getElementById('b') as HTMLElement;
    const container = document.getElementById('c') as HTMLElement;
    opener.focus();
    const release = trapFocus(container);
    expect(document.activeElement).toBe(container);
    expect(container.getAttribute('tabindex')).toBe('-1');
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(container);
    release();
    expect(container.hasAttribute('tabindex')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('pulls focus that wandered outside back in', () => {
    const { dialog, byId } = setup();
    trapFocus(dialog);
    byId('outside').focus();
    expect(document.activeElement).toBe(byId('first'));
  });

  it('brings focus back in when markup inside replaces the focused element', async () => {
    const { dialog, byId } = setup();
    const release = trapFocus(dialog);
    byId('middle').focus();
    byId('middle').replaceWith(Object.assign(document.createElement('input'), { id: 'middle2' }));
    // happy-dom, like Chromium, leaves focus on the body when the focused element is removed.
    if (document.activeElement !== document.body) (document.activeElement as HTMLElement | null)?.blur();
    await new Promise((r) => setTimeout(r, 0));
    expect(dialog.contains(document.activeElement)).toBe(true);
    release();
  });

  // A slider marking off-screen slides inert leaves the focused link connected: no removal to see. Chromium then
  // moves focus to the body (its focus fixup); happy-dom leaves it on the element. Both must end inside the trap.
  it.each([
    ['made inert', (el: HTMLElement) => el.parentElement!.setAttribute('inert', '')],
    ['hidden', (el: HTMLElement) => (el.parentElement!.hidden = true)],
    ['display:none', (el: HTMLElement) => (el.parentElement!.style.display = 'none')],
  ])('brings focus back in when the focused element is %s in place', async (_, hide) => {
    for (const fixup of [false, true]) {
      document.body.innerHTML = `<button id="opener">Open</button><div id="dialog">
        <div class="slide" id="s1"><a id="a1" href="#1">One</a></div>
        <div class="slide" id="s2"><a id="a2" href="#2">Two</a></div>
        <button id="close">Close</button></div>`;
      const dialog = document.getElementById('dialog')!;
      const release = trapFocus(dialog);
      const second = document.getElementById('a2')!;
      second.focus();
      hide(second);
      if (fixup) second.blur(); // as Chromium's focus fixup leaves it: on the body, no focusin
      await new Promise((r) => setTimeout(r, 0));
      expect(document.activeElement, fixup ? 'after the fixup' : 'before it').toBe(document.getElementById('a1'));
      release();
    }
  });

  it('leaves focus alone while the focused element stays usable (a click on plain text, a slide moving)', async () => {
    const { dialog, byId } = setup();
    const release = trapFocus(dialog);
    byId('middle').focus();
    byId('middle').style.transform = 'translateX(10px)';
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(byId('middle'));
    byId('middle').blur(); // a click on text inside: focus on the body
    dialog.classList.add('dragging');
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(document.body);
    release();
  });

  it('calls onEscape', () => {
    const { dialog } = setup();
    const onEscape = vi.fn();
    trapFocus(dialog, { onEscape });
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('release() stops trapping and returns focus to the opener', () => {
    const { dialog, byId } = setup();
    const onEscape = vi.fn();
    const release = trapFocus(dialog, { onEscape });
    release();
    release();
    expect(document.activeElement).toBe(byId('opener'));
    byId('outside').focus();
    expect(document.activeElement).toBe(byId('outside'));
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('lets only the newest of nested traps act', () => {
    const { dialog, byId } = setup();
    const inner = document.createElement('div');
    inner.innerHTML = '<button id="inner">Inner</button>';
    document.body.append(inner);
    const outerEscape = vi.fn();
    trapFocus(dialog, { onEscape: outerEscape });
    const releaseInner = trapFocus(inner);
    expect(document.activeElement).toBe(byId('inner'));
    byId('first').focus();
    expect(document.activeElement).toBe(byId('inner'));
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(outerEscape).not.toHaveBeenCalled();
    releaseInner();
    expect(document.activeElement).toBe(byId('first'));
  });
});
