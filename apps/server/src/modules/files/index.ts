import { defineModule } from '../manifest.js';
import { filesRoutes } from './routes.js';

/** The files module: uploads (profile photos), where every uploaded file is kept and how photos are served. */
export const filesModule = defineModule({ name: 'files', routes: filesRoutes });

export { photosRoute } from './routes.js';
export { createLocalStorage, type DiskStorage } from './disk-storage.js';
export { PHOTOS_URL_PREFIX } from './keys.js';
export type { Storage } from '../../lib/storage.js';
export { createStorage, openBucket, openStorage, StorageStartError } from './open-storage.js';
export { copyIntoBucket, type CopyProgress } from './copy.js';
