import { defineModule } from '../manifest.js';

/**
 * The request workflow (docs/architecture.md, "Requests and approval"): no routes or tables of its
 * own; the gate pass and leave modules build theirs with it.
 */
export const requestsModule = defineModule({ name: 'requests' });

export { approverListIndex, pendingIndex, requestColumns } from './schema.js';
export type { RequestKind, RequestRow, RuleContext } from './kind.js';
export { presentRequest } from './present.js';
export { requestWorkflow, type RequestWorkflow } from './workflow.js';
