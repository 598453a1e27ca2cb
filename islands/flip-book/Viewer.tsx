import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addStyle, prefersReducedMotion } from '@storefront/runtime/ui';
import { useEvent } from '@storefront/runtime/react';
import { FLIP_BOOK_TEXT as T, pagesText } from './texts';
import { ZOOM_LEVELS, type FlipBookOptions } from './contract';
import type { Engine, PdfDocument } from './engine';
import { loadEngine } from './engine-loader';
import { createBook, type Book } from './book';
import { pageFromHash } from './share';
import { createAutoplay, type Autoplay } from './autoplay';
import { enterFullScreen, exitFullScreen, isFullScreen } from './fullscreen';
import { clearPrint } from './print';
import { watchDragPan, watchPinch } from './pinch';
import { createTurnSound, rememberSound, soundPreference } from './sound';
import { Panel, type PanelName } from './Panels';
import { Toolbar } from './Toolbar';
import { VIEWER_CSS } from './viewer-style';

/** The viewer's props. */
export interface ViewerProps {
  options: FlipBookOptions;
  /** The engine (default: pdf.js and page-flip, loaded now). Tests pass a fake. */
  engine?: () => Promise<Engine>;
  /** Whether the screen calls for one page at a time (default: narrow or portrait screens). */
  narrow?: boolean;
}

type Status = 'loading' | 'ready' | 'failed';

const isNarrow = () => globalThis.matchMedia?.('(max-width: 640px), (orientation: portrait)').matches ?? false;
const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * The flip-book viewer: loads the engine and the PDF, shows the book with its toolbar (navigation, page number,
 * zoom, full screen, single page, panels for thumbnails, contents, bookmarks, search, share and print, download,
 * autoplay, sound) and keyboard shortcuts, announces the shown pages politely, and on a missing or unreadable PDF
 * shows a message with a download link. Unmounting releases the document, its worker, the book and every
 * listener and timer.
 */
export function Viewer({ options, engine = loadEngine, narrow = isNarrow() }: ViewerProps) {
  const [status, setStatus] = useState<Status>(options.source ? 'loading' : 'failed');
  const [loaded, setLoaded] = useState<{ engine: Engine; doc: PdfDocument } | null>(null);
  const [page, setPage] = useState(0);
  /** The 0-based pages shown (the book knows: spreads pair differently in RTL books). */
  const [shown, setShown] = useState<number[]>([]);
  const [single, setSingle] = useState(options.singlePage || narrow);
  const [zoom, setZoom] = useState(0);
  const [panel, setPanel] = useState<PanelName | null>(
    options.autoEnableOutline ? 'toc' : options.autoEnableThumbnail ? 'thumbnails' : null,
  );
  const [full, setFull] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [sound, setSound] = useState(() => options.enableSound && soundPreference(false));
  const root = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const book = useRef<Book | null>(null);
  const autoplay = useRef<Autoplay | null>(null);
  const turnSound = useRef<ReturnType<typeof createTurnSound> | null>(null);
  const reduced = useRef(prefersReducedMotion());
  const doc = loaded?.doc ?? null;
  const count = doc?.pageCount ?? 0;

  useLayoutEffect(() => addStyle('storefront-flip-book', VIEWER_CSS), []);

  // Engine and document: loaded once per source, destroyed on unmount (also when they arrive after it).
  useEffect(() => {
    if (!options.source) return;
    let live = true;
    let opened: PdfDocument | null = null;
    const loading = new AbortController();
    (async () => {
      const eng = await engine();
      const d = await eng.open(options.source, loading.signal);
      opened = d;
      if (!live) return d.destroy();
      setLoaded({ engine: eng, doc: d });
      setStatus('ready');
    })().catch((error: unknown) => {
      if (!live) return;
      console.error('[storefront] flip-book: the document could not be loaded', error);
      setStatus('failed');
    });
    return () => {
      live = false;
      loading.abort();
      opened?.destroy();
    };
  }, [options.source, engine]);

  const onTurn = useEvent((index: number) => {
    setPage(index);
    if (book.current) setShown(book.current.shown());
    if (sound && !reduced.current) (turnSound.current ??= createTurnSound()).play();
  });

  // The book: built once the document is there; the hash or openPage says where it opens.
  useLayoutEffect(() => {
    if (!loaded || !stage.current) return;
    const fromHash = pageFromHash(location.hash, options.id);
    const start = Math.min(loaded.doc.pageCount, fromHash ?? options.openPage) - 1;
    const b = createBook({
      engine: loaded.engine,
      doc: loaded.doc,
      stage: stage.current,
      single,
      start,
      animate: !reduced.current,
      rtl: options.rtl,
      onTurn,
      onError: (error) => console.error('[storefront] flip-book: a page could not be rendered', error),
    });
    book.current = b;
    setPage(b.current());
    setShown(b.shown());
    return () => {
      b.destroy();
      book.current = null;
    };
    // single and the start page apply when the book is built; later changes go through the book.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useEffect(() => {
    book.current?.setSingle(single);
    if (book.current) setShown(book.current.shown());
  }, [single]);
  useEffect(() => book.current?.setZoom(ZOOM_LEVELS[zoom] ?? 1), [zoom]);

  // A share link followed on this page: jump to its page.
  useEffect(() => {
    const onHash = () => {
      const p = pageFromHash(location.hash, options.id);
      if (p) book.current?.turnTo(p - 1);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [options.id]);

  // Autoplay: never starts by itself under reduced motion.
  useEffect(() => {
    if (!loaded || !options.autoPlay) return;
    const a = createAutoplay({
      interval: options.autoPlayDuration,
      next: () => {
        const b = book.current;
        if (!b || b.shown().includes(count - 1)) return false;
        b.next();
        return true;
      },
      onChange: setPlaying,
    });
    autoplay.current = a;
    if (options.autoPlayStart && !reduced.current) a.play();
    return () => {
      a.destroy();
      autoplay.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, options.autoPlay, options.autoPlayDuration, options.autoPlayStart]);

  // Full screen: follow the browser's state; the book re-measures.
  useEffect(() => {
    const onChange = () => {
      if (root.current) setFull(isFullScreen(root.current));
      book.current?.update();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(
    () => () => {
      turnSound.current?.close();
      clearPrint();
      const el = root.current;
      if (el && document.fullscreenElement === el) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  /** A visitor's action: it stops autoplay first. */
  const act = useEvent((fn: (b: Book) => void) => {
    autoplay.current?.stop();
    if (book.current) fn(book.current);
  });

  const toggleFull = useEvent(async () => {
    const el = root.current;
    if (!el) return;
    await (isFullScreen(el) ? exitFullScreen(el) : enterFullScreen(el));
    setFull(isFullScreen(el));
    book.current?.update();
  });

  const highlight = useEvent((query: string) => book.current?.highlight(query));

  const zoomBy = useEvent((step: number) => setZoom((z) => Math.max(0, Math.min(ZOOM_LEVELS.length - 1, z + step))));

  // Pinch zoom on touch screens; a zoomed book pans by mouse drag too.
  const zoomed = useRef(false);
  zoomed.current = zoom > 0;
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const stopPinch = watchPinch(el, zoomBy);
    const stopDrag = watchDragPan(el, () => zoomed.current);
    return () => {
      stopPinch();
      stopDrag();
    };
  }, [zoomBy]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && root.current && isFullScreen(root.current)) {
      e.stopPropagation();
      void toggleFull();
      return;
    }
    if (typing(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
    const forward = options.rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = options.rtl ? 'ArrowRight' : 'ArrowLeft';
    const keys: Record<string, () => void> = {
      [forward]: () => act((b) => b.next()),
      [back]: () => act((b) => b.prev()),
      Home: () => act((b) => b.turnTo(0)),
      End: () => act((b) => b.turnTo(count - 1)),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
    };
    const run = keys[e.key];
    if (!run || status !== 'ready') return;
    e.preventDefault();
    run();
  };

  const label = options.title || T.book;
  return (
    // Keys are handled where focus is (any control or the book inside), as DearFlip does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={root}
      className={`fb-viewer${single ? ' fb--single' : ''}${options.rtl ? ' fb--rtl' : ''}`}
      role="region"
      aria-label={label}
      aria-busy={status === 'loading' || undefined}
      onKeyDown={onKeyDown}
      style={options.backgroundColor ? { background: options.backgroundColor } : undefined}
      dir={options.rtl ? 'rtl' : undefined}
    >
      {status === 'ready' && doc && (
        <Toolbar
          options={options}
          page={page}
          count={count}
          shown={shown}
          single={single}
          zoom={zoom}
          full={full}
          panel={panel}
          playing={playing}
          sound={sound}
          onAct={act}
          onZoom={zoomBy}
          onFull={() => void toggleFull()}
          onSingle={() => setSingle((s) => !s)}
          onPanel={(name) => setPanel((p) => (p === name ? null : name))}
          onPlay={() => (playing ? autoplay.current?.stop() : autoplay.current?.play())}
          onSound={() => {
            rememberSound(!sound);
            setSound(!sound);
          }}
        />
      )}
      <div className="fb-body">
        {status === 'ready' && doc && panel && (
          <Panel
            name={panel}
            doc={doc}
            options={options}
            page={page}
            onGo={(p) => act((b) => b.turnTo(p - 1))}
            onHighlight={highlight}
            onClose={() => setPanel(null)}
          />
        )}
        {/* Double-click zooms in and back out; a zoomed book pans with the scroll bars, the wheel, touch or the
            keyboard: the scrolling viewport is focusable, as a scrollable region must be. */}
        <div
          ref={viewport}
          className="fb-viewport"
          role="group"
          aria-label={T.pages}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onDoubleClick={() => setZoom((z) => (z > 0 ? 0 : 2))}
        >
          {/* page-flip lays pages out left to right whatever the page's direction (an RTL book is mirrored). */}
          <div ref={stage} className="fb-stage" dir="ltr" />
        </div>
      </div>
      {status === 'loading' && (
        <p className="fb-loading" role="status">
          {T.loading}
        </p>
      )}
      {status === 'failed' && (
        <div className="fb-error" role="alert">
          <p>{T.failed}</p>
          {options.source && (
            <p>
              <a href={options.source} download>
                {T.download}
              </a>
            </p>
          )}
        </div>
      )}
      <p className="fb-status screen-reader-text" aria-live="polite">
        {shown.length ? pagesText(shown[0]! + 1, shown[shown.length - 1]! + 1, count) : ''}
      </p>
    </div>
  );
}
