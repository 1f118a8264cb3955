import { defineModule } from '../manifest.js';
import { healthRoutes } from './routes.js';

/** The health check a load balancer calls (docs/architecture.md, "Health and metrics"). */
export const healthModule = defineModule({ name: 'health', routes: healthRoutes });
