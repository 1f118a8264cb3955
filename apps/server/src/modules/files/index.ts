/** The files module's public face: uploads (profile photos) and where they are kept. */
export { filesRoutes, photosStatic } from './routes.js';
export { createLocalStorage, PHOTOS_URL_PREFIX, type Storage } from './storage.js';
