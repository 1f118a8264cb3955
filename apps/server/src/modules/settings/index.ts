/** The settings module's public face: portal-wide switches and the current term. */
export { settings } from './schema.js';
export { readFeatureStats, readTermSettings, writeCurrentTerm, writeFeatureStats } from './settings.js';
