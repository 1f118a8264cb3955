/** The office module's public face: the student directory (fee collections come with payments). */
export { officeRoutes } from './routes.js';
