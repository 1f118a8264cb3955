/** The gate pass module's public face: its request workflow, the public view and the gate's check. */
export { gatepassRoutes } from './routes.js';
