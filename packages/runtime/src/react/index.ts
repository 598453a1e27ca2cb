export { useStore } from './use-store';
export { reactIsland, type ReactIslandOptions } from './react-island';
export { IslandErrorBoundary } from './error-boundary';
export { useEvent } from './use-event';
