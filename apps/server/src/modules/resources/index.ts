/** The resources module's public face: course resources, their files and signed download links. */
export { resourcesRoutes } from './routes.js';
export { loadDemoResources } from './demo.js';
export { tinyPdf } from './pdf.js';
