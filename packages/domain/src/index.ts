export * from './constants.js';
export * from './messages.js';
export * from './common.js';
export * from './api.js';
export * from './user.js';
export * from './gatepass.js';
export * from './format.js';
