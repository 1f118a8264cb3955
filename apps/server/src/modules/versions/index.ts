import { defineModule } from '../manifest.js';
import * as tables from './schema.js';

/**
 * The versions module: a version per piece of the college that answers are made of, bumped by
 * database triggers in every change's transaction, and the answers kept against them
 * (docs/architecture.md, "Answers kept on the server"). It has no routes: the reports and attendance keep their
 * answers with it.
 */
export const versionsModule = defineModule({ name: 'versions', tables });

export { KeptAnswers, classKey, keptAnswersOf, madeOnce } from './kept-answers.js';
