import { useEffect, useState, type ReactNode } from 'react';
import { FLIP_BOOK_TEXT as T } from './texts';
import { ZOOM_LEVELS, type FlipBookOptions } from './contract';
import type { Book } from './book';
import type { PanelName } from './Panels';

/** What the toolbar shows and calls. */
export interface ToolbarProps {
  options: FlipBookOptions;
  /** 0-based current page (page-flip's). */
  page: number;
  count: number;
  /** 0-based pages shown. */
  shown: number[];
  single: boolean;
  /** Index into ZOOM_LEVELS. */
  zoom: number;
  full: boolean;
  panel: PanelName | null;
  playing: boolean;
  sound: boolean;
  onAct(fn: (b: Book) => void): void;
  onZoom(step: number): void;
  onFull(): void;
  onSingle(): void;
  onPanel(name: PanelName): void;
  onPlay(): void;
  onSound(): void;
}

/** A toolbar button: a glyph for the eye, its name for everyone (and as a tooltip). */
function Button(p: {
  label: string;
  glyph: string;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
  expanded?: boolean;
  shortcut?: string;
  className?: string;
}): ReactNode {
  return (
    <button
      type="button"
      className={`fb-button ${p.className ?? ''}`}
      aria-label={p.label}
      title={p.shortcut ? `${p.label} (${p.shortcut})` : p.label}
      aria-keyshortcuts={p.shortcut}
      aria-pressed={p.pressed}
      aria-expanded={p.expanded}
      // aria-disabled, not disabled: a button that turns disabled under the keyboard must keep the focus.
      aria-disabled={p.disabled || undefined}
      onClick={() => !p.disabled && p.onClick()}
    >
      <span aria-hidden="true">{p.glyph}</span>
    </button>
  );
}

/** The viewer's controls, each a named button with its keyboard shortcut where it has one. */
export function Toolbar(p: ToolbarProps) {
  const { options: o, count, shown } = p;
  const first = (shown[0] ?? 0) + 1;
  const atStart = (shown[0] ?? 0) <= 0;
  const atEnd = (shown[shown.length - 1] ?? 0) >= count - 1;
  const [typed, setTyped] = useState(String(first));
  useEffect(() => setTyped(String(first)), [first]);
  const go = () => {
    const n = Number(typed);
    if (Number.isInteger(n) && n >= 1 && n <= count) p.onAct((b) => b.turnTo(n - 1));
    else setTyped(String(first));
  };
  const [prevKey, nextKey] = o.rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  const panel = (name: PanelName, label: string, glyph: string) => (
    <Button label={label} glyph={glyph} expanded={p.panel === name} onClick={() => p.onPanel(name)} />
  );
  return (
    <div className="fb-toolbar" role="group" aria-label={`${o.title || T.book}: controls`}>
      <Button
        label={T.first}
        glyph="⏮"
        shortcut="Home"
        disabled={atStart}
        onClick={() => p.onAct((b) => b.turnTo(0))}
      />
      <Button
        label={T.previous}
        glyph="◀"
        shortcut={prevKey}
        disabled={atStart}
        onClick={() => p.onAct((b) => b.prev())}
      />
      <span className="fb-page-number">
        <input
          type="text"
          inputMode="numeric"
          aria-label={T.pageNumber}
          value={typed}
          size={4}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && go()}
          onBlur={go}
        />
        <span aria-hidden="true"> / {count}</span>
      </span>
      <Button label={T.next} glyph="▶" shortcut={nextKey} disabled={atEnd} onClick={() => p.onAct((b) => b.next())} />
      <Button
        label={T.last}
        glyph="⏭"
        shortcut="End"
        disabled={atEnd}
        onClick={() => p.onAct((b) => b.turnTo(count - 1))}
      />
      <span className="fb-sep" />
      <Button label={T.zoomOut} glyph="−" shortcut="-" disabled={p.zoom <= 0} onClick={() => p.onZoom(-1)} />
      <Button
        label={T.zoomIn}
        glyph="+"
        shortcut="+"
        disabled={p.zoom >= ZOOM_LEVELS.length - 1}
        onClick={() => p.onZoom(1)}
      />
      <Button
        label={p.full ? T.exitFullScreen : T.fullScreen}
        glyph="⛶"
        shortcut={p.full ? 'Escape' : undefined}
        pressed={p.full}
        onClick={p.onFull}
      />
      <Button label={T.singlePage} glyph="▯" pressed={p.single} onClick={p.onSingle} />
      <span className="fb-sep" />
      {panel('thumbnails', T.thumbnails, '▦')}
      {panel('toc', T.toc, '☰')}
      {panel('bookmarks', T.bookmarks, '🔖')}
      {panel('search', T.search, '⌕')}
      {panel('share', T.share, '⤴')}
      {o.enablePrint && panel('print', T.print, '⎙')}
      {o.enableDownload && (
        <a className="fb-button" href={o.source} download aria-label={T.download} title={T.download}>
          <span aria-hidden="true">⤓</span>
        </a>
      )}
      {o.autoPlay && (
        <Button label={T.autoplay} glyph={p.playing ? '❚❚' : '▷'} pressed={p.playing} onClick={p.onPlay} />
      )}
      {o.enableSound && <Button label={T.sound} glyph="♪" pressed={p.sound} onClick={p.onSound} />}
    </div>
  );
}
