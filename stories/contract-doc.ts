import { selectorsOf, type IslandDefinition } from '@storefront/runtime';

/** What a story file says about its island beyond what `island.ts` and `contract.ts` hold. */
export interface ContractDocInput {
  /** The island's definition (its `island.ts`): the mount selectors and when it hydrates. */
  island: IslandDefinition;
  /** One or two sentences for designers. */
  summary: string;
  /**
   * The island's `contract.ts` module (`import * as contract from './contract'`): its selector exports (`SEL`,
   * `REGIONS`, `PARTS`, `FIELDS`, `*_SELECTOR`, `*_SELECT`) become the 'Reads' row and its endpoint exports
   * (`*_ACTION`, `*_PATH`, `*_URL`) join the 'Calls' row.
   */
  contract?: Record<string, unknown>;
  /** Markup the island reads that `contract.ts` doesn't name (e.g. `data-*` attributes read in its props). */
  reads?: readonly string[];
  /** Server calls (wc-ajax endpoints, REST paths) the island makes. */
  calls?: readonly string[];
  /** Events the island triggers on the page (jQuery-compatible, WooCommerce's names). */
  emits?: readonly string[];
}

const SELECTOR_KEY = /^(SEL|REGIONS|PARTS|FIELDS)$|_(SELECTOR|SELECT)$/;
const CALL_KEY = /_(ACTION|PATH|URL)$/;

/** Every string in an export: the value itself, or an object's string values. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).filter((v): v is string => typeof v === 'string')
      : [];

/** The selector and endpoint exports of a contract module. */
export function contractParts(contract: Record<string, unknown> = {}): { reads: string[]; calls: string[] } {
  const pick = (key: RegExp) =>
    Object.entries(contract)
      .filter(([k]) => key.test(k))
      .flatMap(([, v]) => strings(v));
  return { reads: pick(SELECTOR_KEY), calls: pick(CALL_KEY) };
}

const code = (items: readonly string[]) =>
  items.length ? [...new Set(items)].map((s) => `\`${s.replace(/\|/g, '\\|')}\``).join(', ') : '—';

/**
 * The autodocs description of an island's story file: the summary, then its contract table (mounts on, reads,
 * calls, emits). Set as `parameters.docs.description.component`.
 */
export function contractDoc(input: ContractDocInput): string {
  const fromContract = contractParts(input.contract);
  const rows: Array<[string, string]> = [
    ['Mounts on', `${code(selectorsOf(input.island))} (hydrates on ${input.island.hydrate ?? 'load'})`],
    ['Reads', code([...fromContract.reads, ...(input.reads ?? [])])],
    ['Calls', code([...fromContract.calls, ...(input.calls ?? [])])],
    ['Emits', code(input.emits ?? [])],
  ];
  return [
    input.summary,
    '',
    `**Contract of the \`${input.island.name}\` island** (from its \`island.ts\` and \`contract.ts\`):`,
    '',
    '| | |',
    '| --- | --- |',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
  ].join('\n');
}
