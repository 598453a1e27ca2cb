import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { readRawProps, type PropSources, type RawProps } from '../props';
import type { IslandModule } from '../types';
import { IslandErrorBoundary } from './error-boundary';

/** How a React island reads its props and where its root lives. */
export interface ReactIslandOptions<P> {
  component: ComponentType<P & { host: HTMLElement }>;
  /** Turns the raw markup props into typed props; throwing here counts as a failed mount. */
  readProps(raw: RawProps, host: HTMLElement): P;
  /** Prop sources; see `PropSources` for defaults. */
  sources?: PropSources;
  /**
   * Where the root container goes: a `display: contents` element named `data-island-root="<island>"`, so the server
   * markup stays as it is and the component enhances it (it gets the host as `host`). Default `[host, 'beforeend']`
   * (the host's last child); e.g. `[host, 'afterend']` for a host whose children the page replaces, or
   * `[document.body, 'beforeend']` for a dialog.
   */
  container?(host: HTMLElement): [Element, 'beforeend' | 'afterend'];
}

/**
 * Wraps a React component as an island module: one root per element, inside an error boundary. If rendering
 * throws, the island's container is removed and the server markup is left as it was. Components attach their
 * listeners to the host in `useLayoutEffect`, which has run by the time `mount` returns.
 */
export function reactIsland<P>(options: ReactIslandOptions<P>): IslandModule {
  return {
    mount(host, ctx) {
      const props = options.readProps(readRawProps(host, options.sources), host);
      // A span: valid wherever it goes (links, buttons, paragraphs); `display: contents` keeps it out of layout.
      const container = document.createElement('span');
      container.setAttribute('data-island-root', ctx.name);
      container.style.display = 'contents';
      const [at, where] = options.container?.(host) ?? [host, 'beforeend'];
      at.insertAdjacentElement(where, container);
      const root = createRoot(container);
      let alive = true;
      let teardown: ReturnType<typeof setTimeout> | undefined;
      const unmount = () => {
        clearTimeout(teardown);
        if (!alive) return;
        alive = false;
        root.unmount();
        container.remove();
      };
      const onError = (error: unknown) => {
        ctx.report(error);
        // Leave the commit that reported the error before tearing the root down.
        teardown ??= setTimeout(unmount, 0);
      };
      // Render synchronously so the island's layout effects (where it attaches its listeners to the server
      // markup) have run when mount returns: a click right after mounting must not fall through to the link.
      flushSync(() =>
        root.render(
          createElement(IslandErrorBoundary, { onError }, createElement(options.component, { ...props, host })),
        ),
      );
      return unmount;
    },
  };
}
