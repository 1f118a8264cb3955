import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * The modules behind each area's first screen at '/' (the `homes` of the features' index files, and
 * what they fetch ahead with them). Keep in step with them: a file missing here is only fetched once
 * the app asks for it. The home pages' browser test checks the admin's list names the glance.
 */
const HOME_MODULES: Record<string, string[]> = {
  visitor: ['src/features/auth/VisitorHomePage.tsx'],
  student: ['src/features/home/StudentHomePage.tsx'],
  faculty: ['src/features/home/FacultyHomePage.tsx'],
  // The glance is the dashboard's first section (features/admin/index.tsx).
  admin: ['src/features/admin/DashboardPage.tsx', 'src/features/reports/TodayAtAGlance.tsx'],
  office: ['src/features/office/OfficeHomePage.tsx'],
  security: ['src/features/security/ScanPage.tsx'],
};

/** The current-user call (shell/session.tsx), asked for by index.html itself (shell/api.ts takes it). */
const EARLY_USER_CALL = '/api/user/getUser';

/**
 * The kept answers' IndexedDB database, store and key (shell/keptAnswers.ts, shell/keptStore.ts):
 * read by index.html itself, while the app's code loads. Keep in step with them; the database is
 * made as idb-keyval makes it, should this be the first to open it.
 */
const KEPT = { database: 'portal-kept', store: 'answers', key: 'answers' };
const keptRead =
  `window.portalKept=new Promise(function(r){try{var o=indexedDB.open('${KEPT.database}');` +
  `o.onupgradeneeded=function(){o.result.createObjectStore('${KEPT.store}')};o.onerror=function(){r()};` +
  `o.onsuccess=function(){var d=o.result;try{var q=d.transaction('${KEPT.store}').objectStore('${KEPT.store}')` +
  `.get('${KEPT.key}');q.onsuccess=function(){d.close();r(q.result)};q.onerror=function(){d.close();r()}}` +
  `catch(x){d.close();r()}}}catch(x){r()}});`;

/**
 * The first date or amount a page formats costs the main thread tens of milliseconds (a phone's
 * hundreds): the browser loads its date and number data (ICU) then, once for the whole page. A
 * worker started here formats one of each first, on another thread, so the page's own first is
 * cheap (docs/benchmarks.md, "The first page"). Started once the first paint is on the screen, not to
 * stand in its way; the content security policy allows blob: workers.
 */
const intlWarmUp =
  `requestAnimationFrame(function(){setTimeout(function(){try{new Worker(URL.createObjectURL(new Blob([` +
  `"new Intl.DateTimeFormat('en-US',{timeZone:'UTC',weekday:'short',year:'numeric',month:'short',day:'numeric',` +
  `hour:'numeric',minute:'2-digit'}).format(0);new Intl.NumberFormat('en-IN',{minimumFractionDigits:2}).format(1);` +
  `close()"])))}catch(x){}},0)});`;

/** A chunk's own file and those it imports statically, transitively. */
function closure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Loads the app's code, and the first screen's with it (docs/benchmarks.md, "The first page").
 *
 * Code-split screens are otherwise only asked for once the app has run and knows the area; that wait
 * was the longest link of the first page's chain. So index.html loads the entry itself: a small inline
 * script in the head reads the area the browser last showed (the visitor's when there is no token)
 * and adds a modulepreload hint for each file of the entry and of that area's home screen; one at the
 * end of the body adds the entry's module script. With a token, the head script also starts the
 * current-user call, which the app would otherwise only make once its code has arrived and run, the
 * read of the kept answers (docs/rules.md, "The installed app and offline") and the dates' warm-up.
 *
 * The visitor's home on '/', and the admin's, are painted by index.html without any code
 * (build/firstPaint.ts): there the code, and the admin's current-user call, are only asked for once
 * that paint is on the screen, so that they never stand in its way (a frame later). Elsewhere the
 * code is fetched at once, at low priority: the signed-in browser's spinner is painted without it
 * too. The server allows exactly these scripts by their hashes (content security policy).
 */
export function firstScreenPreload(): Plugin {
  return {
    name: 'portal:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context): { html: string; tags: HtmlTagDescriptor[] } {
        const bundle = context.bundle;
        const chunks = Object.values(bundle ?? {}).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!bundle || !entry) throw new Error('first-screen preload: no entry chunk');
        const entryFiles = closure(bundle, entry.fileName);
        const files: Record<string, string[]> = {};
        for (const [area, modules] of Object.entries(HOME_MODULES)) {
          const home = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
            if (!chunk) throw new Error(`first-screen preload: no chunk for ${module}`);
            closure(bundle, chunk.fileName, home);
          }
          files[area] = [...home].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
        }
        // Vite's own tags for the entry go: the scripts below add them, when the page wants them.
        const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.includes(entryTag))
          throw new Error('first-screen preload: the entry script is not where it was expected');
        const withoutEntry = html
          .replace(entryTag, '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
        // s: storage, t: token, p: on '/', l: code only after the first paint (on '/', the visitor's home
        // and the admin's, which index.html paints itself: build/firstPaint.ts), e: the entry's files,
        // a: the home screen's own files, h: a preload hint, u: the current-user call.
        const common =
          `var s=localStorage,t=s.getItem('token'),p=location.pathname==='/',l=p&&(!t||s.getItem('area')==='admin'),` +
          `e=${JSON.stringify([...entryFiles].map((file) => `/${file}`))},` +
          `a=(p&&${JSON.stringify(files)}[t?s.getItem('area'):'visitor'])||[];` +
          `function h(u){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.fetchPriority='low';k.href=u;document.head.appendChild(k)}` +
          `function u(){window.portalEarly={'${EARLY_USER_CALL}':{token:t,response:fetch('${EARLY_USER_CALL}',` +
          `{headers:{Accept:'application/json',Authorization:'Bearer '+t}})}}}`;
        const head = `(function(){${common}if(t){if(!l)u();${keptRead}${intlWarmUp}}if(!l)e.concat(a).forEach(h)})()`;
        // After the first paint, the entry's own imports are left to the browser (the entry names
        // them all): adding a hint for each of them cost more main-thread time than it saved.
        // There, the home's hints go in a few at a time, each few in a task of its own: all at once
        // they held the main thread for longer than a phone's screen may wait (q: the next few).
        const body =
          `(function(){${common}function q(i){a.slice(i,i+3).forEach(h);if(i+3<a.length)setTimeout(function(){q(i+3)},0)}` +
          `function g(){var k=document.createElement('script');k.type='module';k.crossOrigin='';k.src=e[0];` +
          `document.head.appendChild(k);if(l){if(t)u();setTimeout(function(){q(0)},0)}}` +
          `if(l)requestAnimationFrame(function(){setTimeout(g,0)});else g()})()`;
        return {
          html: withoutEntry,
          tags: [
            { tag: 'script', children: head, injectTo: 'head' },
            { tag: 'script', children: body, injectTo: 'body' },
          ],
        };
      },
    },
  };
}
