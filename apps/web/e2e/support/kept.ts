import { expect, type Page } from '@playwright/test';

/*
 * What the app keeps on the device for the next visit (docs/rules.md, "The installed app and
 * offline"), read from the page's origin.
 */

/** The IndexedDB database, store and entry the app keeps its answers in (src/shell/keptAnswers.ts). */
const KEPT = { database: 'portal-kept', store: 'answers', entry: 'answers' };

/**
 * What the device keeps: the entry's text (null when there is none), and how many entries the store
 * holds. The database is only opened when it exists: opening it would create it, empty, under the app.
 */
export const kept = (page: Page) =>
  page.evaluate(async ({ database, store, entry }) => {
    if (!(await indexedDB.databases()).some(({ name }) => name === database)) return { text: null, entries: 0 };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(`IndexedDB ${database} could not be opened`));
    });
    try {
      if (!db.objectStoreNames.contains(store)) return { text: null, entries: 0 };
      const read = <T>(ask: (objects: IDBObjectStore) => IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          const request = ask(db.transaction(store, 'readonly').objectStore(store));
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error(`IndexedDB ${database} could not be read`));
        });
      const text = (await read<unknown>((objects) => objects.get(entry))) ?? null;
      return { text: typeof text === 'string' ? text : null, entries: await read((objects) => objects.count()) };
    } finally {
      db.close();
    }
  }, KEPT);

/** Waits until the device keeps the current user and the answer of `key`'s query (its first word). */
export async function keptWith(page: Page, key: string): Promise<void> {
  await expect
    .poll(async () => {
      const { text } = await kept(page);
      return text !== null && text.includes('"currentUser"') && text.includes(`"${key}"`);
    })
    .toBe(true);
}
