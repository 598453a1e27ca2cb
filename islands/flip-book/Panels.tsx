import { useEffect, useRef, useState } from 'react';
import { FLIP_BOOK_TEXT as T, resultsText } from './texts';
import { THUMB_SIZE, type FlipBookOptions } from './contract';
import type { PdfDocument } from './engine';
import type { TocEntry } from './outline';
import { searchDocument, type SearchResult } from './search';
import { loadBookmarks, toggleBookmark } from './bookmarks';
import { shareLinks, shareUrl } from './share';
import { printPages } from './print';

/** The side panels. */
export type PanelName = 'thumbnails' | 'toc' | 'bookmarks' | 'search' | 'share' | 'print';

/** What a panel gets. */
export interface PanelProps {
  name: PanelName;
  doc: PdfDocument;
  options: FlipBookOptions;
  /** 0-based current page. */
  page: number;
  /** Turns to a 1-based page. */
  onGo(page: number): void;
  onHighlight(query: string): void;
  onClose(): void;
}

const TITLES: Record<PanelName, string> = {
  thumbnails: T.thumbnails,
  toc: T.toc,
  bookmarks: T.bookmarks,
  search: T.search,
  share: T.share,
  print: T.print,
};

/** A side panel of the viewer, a labelled region with a close button. */
export function Panel(p: PanelProps) {
  const id = `fb-panel-${p.options.id || 'book'}-${p.name}`;
  return (
    <section className={`fb-panel fb-panel--${p.name}`} aria-labelledby={id}>
      <div className="fb-panel-head">
        <h2 id={id}>{TITLES[p.name]}</h2>
        <button type="button" className="fb-button" aria-label={`${T.close}: ${TITLES[p.name]}`} onClick={p.onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {p.name === 'thumbnails' && <Thumbnails {...p} />}
      {p.name === 'toc' && <Contents {...p} />}
      {p.name === 'bookmarks' && <Bookmarks {...p} />}
      {p.name === 'search' && <Search {...p} />}
      {p.name === 'share' && <Share {...p} />}
      {p.name === 'print' && <Print {...p} />}
    </section>
  );
}

/**
 * Spec §9: 150×150 thumbnails. Each is drawn when it nears the panel's view and released (its image dropped) when
 * it leaves it, so a 300-page document holds only the images around what is shown.
 */
function Thumbnails({ doc, page, onGo }: PanelProps) {
  const [urls, setUrls] = useState<Record<number, string>>({});
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let live = true;
    const near = new Set<number>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const i = Number((entry.target as HTMLElement).dataset.index);
          if (!entry.isIntersecting) {
            near.delete(i);
            setUrls((u) => (i in u ? Object.fromEntries(Object.entries(u).filter(([k]) => Number(k) !== i)) : u));
            continue;
          }
          if (near.has(i)) continue;
          near.add(i);
          doc.image(i, THUMB_SIZE).then(
            (url) => live && near.has(i) && setUrls((u) => ({ ...u, [i]: url })),
            () => undefined,
          );
        }
      },
      { root: el.closest('.fb-panel'), rootMargin: '300px 0px' },
    );
    for (const item of el.querySelectorAll('[data-index]')) io.observe(item);
    return () => {
      live = false;
      io.disconnect();
    };
  }, [doc]);
  return (
    <ol ref={list} className="fb-thumbs">
      {Array.from({ length: doc.pageCount }, (_, i) => (
        <li key={i} data-index={i}>
          <button type="button" aria-current={i === page ? 'page' : undefined} onClick={() => onGo(i + 1)}>
            {urls[i] ? (
              <img src={urls[i]} alt="" width={THUMB_SIZE} height={THUMB_SIZE} />
            ) : (
              <span className="fb-thumb-blank" />
            )}
            <span>{`Page ${i + 1}`}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

function TocList({ entries, onGo }: { entries: TocEntry[]; onGo(page: number): void }) {
  return (
    <ul>
      {entries.map((e, i) => (
        <li key={i}>
          {e.page ? (
            <button type="button" className="fb-link" onClick={() => onGo(e.page!)}>
              {e.title} <span className="fb-muted">{e.page}</span>
            </button>
          ) : (
            <span>{e.title}</span>
          )}
          {e.items.length > 0 && <TocList entries={e.items} onGo={onGo} />}
        </li>
      ))}
    </ul>
  );
}

/** The table of contents from the PDF's outline, nested. */
function Contents({ doc, onGo }: PanelProps) {
  const [toc, setToc] = useState<TocEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    doc.toc().then(
      (t) => live && setToc(t),
      () => live && setToc([]),
    );
    return () => void (live = false);
  }, [doc]);
  if (!toc) return <p role="status">{T.loading}</p>;
  if (!toc.length) return <p>{T.noToc}</p>;
  return (
    <nav aria-label={T.toc} className="fb-toc">
      <TocList entries={toc} onGo={onGo} />
    </nav>
  );
}

/** The visitor's bookmarks for this document, and the toggle for the current page. */
function Bookmarks({ options, page, onGo }: PanelProps) {
  const [marks, setMarks] = useState(() => loadBookmarks(options.source));
  const current = page + 1;
  const on = marks.includes(current);
  return (
    <div>
      <button
        type="button"
        className="fb-text-button"
        aria-pressed={on}
        onClick={() => setMarks(toggleBookmark(options.source, current))}
      >
        {on ? T.removeBookmark : T.bookmark} ({current})
      </button>
      {marks.length ? (
        <ul className="fb-marks">
          {marks.map((m) => (
            <li key={m}>
              <button type="button" className="fb-link" onClick={() => onGo(m)}>{`Page ${m}`}</button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{T.noBookmarks}</p>
      )}
    </div>
  );
}

/** Search in the document's text; hits are marked on the rendered pages. */
function Search({ doc, onGo, onHighlight }: PanelProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
      onHighlight('');
    },
    [onHighlight],
  );
  const run = async () => {
    running.current?.abort();
    const ctl = new AbortController();
    running.current = ctl;
    setBusy(true);
    const found = await searchDocument(query, doc.pageCount, doc.text, ctl.signal);
    if (ctl.signal.aborted) return;
    setBusy(false);
    setResults(found);
    onHighlight(query);
    if (found[0]) onGo(found[0].page);
  };
  return (
    <div>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <input
          type="search"
          aria-label={T.searchLabel}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <button type="submit" className="fb-text-button">
          {T.search}
        </button>
      </form>
      <p role="status" className="fb-muted">
        {busy ? T.searching : results ? (results.length ? resultsText(results.length) : T.noResults) : ''}
      </p>
      {results && results.length > 0 && (
        <ol className="fb-results">
          {results.map((r) => (
            <li key={r.page}>
              <button type="button" className="fb-link" onClick={() => onGo(r.page)}>
                <strong>{`Page ${r.page}`}</strong> {r.snippet}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Share this page: copy the link, or one of the usual share links. */
function Share({ options, page }: PanelProps) {
  const url = shareUrl(location.href, options.id, page + 1);
  const [copied, setCopied] = useState(false);
  const title = options.title || document.title;
  const native = typeof navigator.share === 'function';
  return (
    <div>
      {native && (
        <button
          type="button"
          className="fb-text-button"
          // The visitor closing the share sheet rejects: nothing to say.
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
        >
          {T.shareVia}
        </button>
      )}
      <label className="fb-share-url">
        <span className="screen-reader-text">{T.share}</span>
        <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button
        type="button"
        className="fb-text-button"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {T.copyLink}
      </button>
      <p role="status">{copied ? T.copied : ''}</p>
      <ul className="fb-share-links">
        {shareLinks(url, title).map((l) => (
          <li key={l.name}>
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Print the current page or the whole document. */
function Print({ doc, page }: PanelProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const print = async (pages: number[]) => {
    running.current?.abort();
    const ctl = new AbortController();
    running.current = ctl;
    setBusy(true);
    try {
      await printPages(doc, pages, ctl.signal);
    } catch (error) {
      console.error('[storefront] flip-book: printing failed', error);
    } finally {
      if (!ctl.signal.aborted) setBusy(false);
    }
  };
  return (
    <div aria-busy={busy || undefined}>
      <button type="button" className="fb-text-button" disabled={busy} onClick={() => void print([page])}>
        {T.printPage}
      </button>
      <button
        type="button"
        className="fb-text-button"
        disabled={busy}
        onClick={() => void print(Array.from({ length: doc.pageCount }, (_, i) => i))}
      >
        {T.printAll}
      </button>
    </div>
  );
}
