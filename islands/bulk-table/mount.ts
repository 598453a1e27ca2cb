import { reactIsland } from '@storefront/runtime/react';
import { BulkTable } from './BulkTable';
import type { BulkTableProps } from './contract';

/** Reads `data-available-ids` (a JSON list of ids); anything unreadable means none. */
export function readBulkTableProps(data: Record<string, string>): BulkTableProps {
  let ids: unknown;
  try {
    ids = JSON.parse(data.available_ids ?? data.availableIds ?? '[]');
  } catch {
    ids = [];
  }
  return { availableIds: Array.isArray(ids) ? ids.map(Number).filter(Number.isInteger) : [] };
}

/**
 * The island module. Its root sits after the container, because the container's children are replaced
 * whole by each new table.
 */
export default reactIsland<BulkTableProps>({
  component: BulkTable,
  sources: { json: false },
  readProps: (raw) => readBulkTableProps(raw.data),
  container: (host) => [host, 'afterend'],
});
