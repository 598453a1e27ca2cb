import { reactIsland } from '@storefront/runtime/react';
import { PostGrid } from './PostGrid';
import type { PostGridProps } from './contract';

/** Reads `data-layout` ('fitRows' or masonry) and `data-item-label`. */
export function readPostGridProps(data: Record<string, string>): PostGridProps {
  return {
    layout: data.layout === 'fitRows' || data.layout === 'fit-rows' ? 'fitRows' : 'masonry',
    itemLabel: (data.item_label ?? data.itemLabel ?? '').trim() || 'items',
  };
}

/** The island module; its status line goes at the end of the listing, after the pagination. */
export default reactIsland<PostGridProps>({
  component: PostGrid,
  sources: { json: false },
  readProps: (raw) => readPostGridProps(raw.data),
});
