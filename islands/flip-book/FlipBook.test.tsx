import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError, mountIsland } from '@storefront/test-kit';
import { FlipBook } from './FlipBook';
import { readFlipBookOptions } from './contract';
import { fakeEngine } from './testing';
import island from './mount';

function host(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('FlipBook (the first bundle)', () => {
  it('loads the viewer for an inline book at once and shows the book', async () => {
    const el = host('<div class="_df_book" id="df_1" source="/c.pdf" data-title="Catalogue"></div>');
    const { engine } = fakeEngine();
    render(<FlipBook host={el} options={readFlipBookOptions(el)} engine={engine} />, { container: el });
    expect(await screen.findByRole('region', { name: 'Catalogue' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.fb-status')!.textContent).toBe('Page 1 of 24'));
  });

  it('shows the failure message with a download link when the viewer chunk cannot load', async () => {
    expectConsoleError('flip-book: no viewer');
    const el = host('<div class="_df_book" id="df_1" source="/c.pdf"></div>');
    render(
      <FlipBook host={el} options={readFlipBookOptions(el)} loadViewer={() => Promise.reject(new Error('offline'))} />,
      { container: el },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The document could not be loaded.');
    expect(alert.querySelector('a')!.getAttribute('href')).toBe('http://localhost:3000/c.pdf');
  });

  it('makes the popup thumb a button that opens the book in a dialog, traps focus and returns it', async () => {
    const user = userEvent.setup();
    const el = host('<div class="_df_thumb" id="df_2" source="/l.pdf">Lookbook</div>');
    const { engine, log } = fakeEngine({ pages: 8 });
    const root = document.body.appendChild(document.createElement('div'));
    render(<FlipBook host={el} options={readFlipBookOptions(el)} engine={engine} />, { container: root });
    const thumb = screen.getByRole('button', { name: 'Lookbook' });
    expect(thumb.getAttribute('aria-haspopup')).toBe('dialog');
    expect(log.opened).toEqual([]);
    thumb.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Lookbook' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.querySelector('.fb-status')!.textContent).toBe('Page 1 of 8'));
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 30; i++) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);
    expect(log.destroyed).toBe(1);
    await user.click(thumb);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('mounts on DearFlip markup through the island module, and unmounting gives the markup back', async () => {
    const el = host('<div class="_df_thumb" id="df_3" source="/l.pdf">Lookbook</div>');
    const unmount = await mountIsland(island, el);
    expect(el.getAttribute('role')).toBe('button');
    expect(el.tabIndex).toBe(0);
    await act(async () => unmount());
    expect(el.hasAttribute('role')).toBe(false);
    expect(document.querySelector('[data-island-root="flip-book"]')).toBeNull();
  });
});
