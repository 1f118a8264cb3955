/** The settings module's public face: portal-wide switches and the current term. */
export { settings } from './schema.js';
export {
  currentTermOf,
  readFeatureStats,
  readTermChoice,
  readTermSettings,
  writeCurrentTerm,
  writeFeatureStats,
} from './settings.js';
