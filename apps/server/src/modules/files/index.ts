import { defineModule } from '../manifest.js';
import { filesRoutes } from './routes.js';

/** The files module: uploads (profile photos) and where they are kept. */
export const filesModule = defineModule({ name: 'files', routes: filesRoutes });

export { photosStatic } from './routes.js';
export { createLocalStorage, PHOTOS_URL_PREFIX, type Storage } from './storage.js';
