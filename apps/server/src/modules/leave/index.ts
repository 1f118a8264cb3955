/** The leave module's public face: leave applications, a kind of request and nothing more. */
export { leaveRoutes } from './workflow.js';
