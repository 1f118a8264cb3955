import { defineModule } from '../manifest.js';
import { loadDemoNotifications } from './demo.js';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from './live.js';
import { DEFAULT_OUTBOX_SETTINGS, type OutboxSettings } from './outbox.js';
import { notificationReactions } from './reactions.js';
import { notificationsRoutes } from './routes.js';
import * as tables from './schema.js';

/**
 * The notifications module (docs/architecture.md, "Notifications"): each person's notifications,
 * their live streams, the e-mail choices and the e-mail outbox. It reacts to the changes other
 * modules own; none of them writes its tables.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  routes: notificationsRoutes,
  tables,
  reactions: notificationReactions,
  demo: {
    after: ['users'],
    load: (db, { now }) => loadDemoNotifications(db, now),
  },
});

/** How the live streams and the outbox run: the app's settings (tests shorten them). */
export interface NotificationSettings {
  live: LiveSettings;
  outbox: OutboxSettings;
}
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  live: DEFAULT_LIVE_SETTINGS,
  outbox: DEFAULT_OUTBOX_SETTINGS,
};
