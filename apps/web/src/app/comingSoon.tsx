import type { Feature } from '../shell/feature';

/**
 * The drawer entries of docs/rules.md, "Areas and screens", whose features are not built yet: they
 * answer page-not-found until then. A feature that lands takes its entries from here into its own
 * index file. Every drawer entry docs/rules.md lists has its feature today.
 */
export const comingSoon: Feature = { drawer: {} };
