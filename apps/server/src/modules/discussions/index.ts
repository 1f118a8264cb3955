/** The discussions module's public face: every class's message board, and the demo's threads. */
export { discussionPosts } from './schema.js';
export { discussionsRoutes } from './routes.js';
export { loadDemoDiscussions } from './demo.js';
