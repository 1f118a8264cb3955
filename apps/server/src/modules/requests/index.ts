/**
 * The request workflow's public face (docs/architecture.md, "Requests and approval"): what a kind of
 * request is made of, and the workflow that turns one into routes and queries.
 */
export { approverListIndex, requestColumns } from './columns.js';
export type { RequestKind, RequestRow, RuleContext } from './kind.js';
export { requestWorkflow, type RequestWorkflow } from './workflow.js';
