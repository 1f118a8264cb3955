/** The feedback module's public face: teacher feedback, its categories, questions and results. */
export { feedbackRoutes } from './routes.js';
export { loadFeedbackDemo } from './demo.js';
