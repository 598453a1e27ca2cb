export { boot, mountIslands, sweepDetached, shutdown, islandsOn } from './boot';
export { emit, on, loadJqueryBridge, type IslandListener } from './events';
export type { WcEventMap, EventName, EventDetail } from './wc-events';
export { readRawProps, type PropSources, type RawProps } from './props';
export {
  getPageStore,
  setCheckoutStatus,
  createPageStore,
  initialPageState,
  type PageState,
  type PageStore,
  type CheckoutStatus,
} from './store/vanilla';
export { reportIslandError } from './report';
export { domIsland, type BindIsland } from './dom-island';
export {
  selectorsOf,
  type IslandDefinition,
  type IslandModule,
  type MountContext,
  type HydrateTrigger,
  type Unmount,
} from './types';
