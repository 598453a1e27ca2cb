import { domIsland } from '@storefront/runtime';
import { bindBulkTable } from './table';
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

/** The island module: no React; the container's server markup stays, its table follows the chosen variation. */
export default domIsland((host) => bindBulkTable(host, readBulkTableProps(host.dataset as Record<string, string>)));
