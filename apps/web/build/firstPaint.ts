import { createServer, type HtmlTagDescriptor, type Plugin } from 'vite';

/** What src/app/firstPaint.tsx takes and gives. */
interface FirstPaintView {
  mode: 'light' | 'dark';
  signedIn: boolean;
  wide: boolean;
  admin?: boolean;
}
interface FirstPaint {
  html: string;
  classRules: Record<string, string>;
  globalRules: Record<string, string>;
  today?: string;
  timeZone?: string;
}

/**
 * Style elements as Emotion writes them when it renders on a server: the app's Emotion takes them
 * over when it starts (it moves them to the head and marks their rules as inserted), so its first
 * render inserts no rule of the first screen again.
 */
const classStyle = (rules: Record<string, string>) =>
  `<style data-emotion="css ${Object.keys(rules).join(' ')}">${Object.values(rules).join('')}</style>`;
const globalStyles = (rules: Record<string, string>) =>
  Object.entries(rules)
    .map(([name, text]) => `<style data-emotion="css-global ${name}">${text}</style>`)
    .join('');

/**
 * Where the admin's view says what day it is: the date it was rendered with, in the markup, becomes
 * an empty element that the page's script fills with today's.
 */
const TODAY_SLOT = '<span data-first-paint-today></span>';

/**
 * Today's date as the app writes it ('Fri 27 Nov 2026', its last two spaces non-breaking: shell/dates.ts)
 * in the institute's zone as the app knows it before GET config answers. The browser test of the
 * first paint checks it against the app's own.
 */
const todayScript = (timeZone: string) =>
  `var y=r.querySelector('[data-first-paint-today]');if(y){var f={};new Intl.DateTimeFormat('en-US',` +
  `{timeZone:${JSON.stringify(timeZone)},weekday:'short',year:'numeric',month:'short',day:'numeric'})` +
  `.formatToParts(new Date()).forEach(function(x){f[x.type]=x.value});` +
  `y.textContent=f.weekday+' '+Number(f.day)+'\\u00a0'+f.month+'\\u00a0'+f.year}`;

/** MUI's `md` breakpoint, where the drawer starts to stay open beside the page. */
const WIDE = '(min-width:900px)';

const MODES = ['light', 'dark'] as const;

/** The app's own rendering of each view, done by a server-side module graph of the same sources. */
async function renderViews(root: string): Promise<Map<string, FirstPaint>> {
  const server = await createServer({
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/firstPaint.tsx')) as {
      renderFirstPaint: (view: FirstPaintView) => Promise<FirstPaint>;
    };
    const views = new Map<string, FirstPaint>();
    for (const mode of MODES) {
      views.set(`account-${mode}`, await module.renderFirstPaint({ mode, signedIn: true, wide: false }));
      for (const wide of [false, true]) {
        const width = wide ? 'wide' : 'narrow';
        views.set(`visitor-${mode}-${width}`, await module.renderFirstPaint({ mode, signedIn: false, wide }));
        views.set(`admin-${mode}-${width}`, await module.renderFirstPaint({ mode, signedIn: true, wide, admin: true }));
      }
    }
    return views;
  } finally {
    await server.close();
  }
}

/**
 * A view kept as text, in a script element of a type the browser does not run: it only scans it,
 * where a template element's content would be parsed into elements for every view on every page.
 * The page's script parses the one view it shows.
 */
const template = (id: string, content: string): HtmlTagDescriptor => {
  if (/<\/script/i.test(content)) throw new Error(`first paint: ${id} holds a script end tag`);
  return { tag: 'script', attrs: { type: 'text/html', id: `first-paint-${id}` }, children: content, injectTo: 'body' };
};

/**
 * Paints the first screen before any script has run (docs/benchmarks.md, "The first page"): the
 * visitor's home on '/', the admin's home on '/' for a browser that last showed the admin's area
 * (its figures still to come, today's date written in by the script), and for any other signed-in
 * browser the spinner the app shows while it asks who is signed in. All are the app's own components
 * rendered here at build time, for each theme (and for the homes, with and without the open drawer),
 * and kept in index.html as text. A small inline script right after the root element parses the one
 * the browser needs into it; the app's first render replaces it with the same thing, live. The copy
 * is inert: nothing in it can be focused or typed into while the app's code loads. The server allows
 * the script by its hash.
 */
export function firstPaint(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(): Promise<HtmlTagDescriptor[]> {
        const views = await renderViews(root);
        const tags: HtmlTagDescriptor[] = [];
        // The components' class rules of the visitor's home, the same for all four of its views.
        const visitorRules: Record<string, string> = {};
        let timeZone = '';
        for (const [id, view] of views) {
          const visitor = id.startsWith('visitor-');
          if (visitor) Object.assign(visitorRules, view.classRules);
          const styles = globalStyles(view.globalRules) + (visitor ? '' : classStyle(view.classRules));
          let html = view.html;
          if (view.today) {
            if (html.split(view.today).length !== 2) throw new Error(`first paint: ${id} does not show its day once`);
            html = html.replace(view.today, TODAY_SLOT);
            timeZone = view.timeZone!;
          }
          tags.push(template(id, `${styles}<div inert>${html}</div>`));
        }
        tags.push(template('visitor-rules', classStyle(visitorRules)));
        // s: storage, d: the theme, w: the width, p: on '/', v: the views to paint, r: the root.
        const script =
          `(function(){var s=localStorage,d=s.getItem('theme')==='dark'?'dark':'light',` +
          `w=matchMedia('${WIDE}').matches?'wide':'narrow',p=location.pathname==='/',v;` +
          `if(s.getItem('token'))v=[p&&s.getItem('area')==='admin'?'admin-'+d+'-'+w:'account-'+d];` +
          `else if(p)v=['visitor-'+d+'-'+w,'visitor-rules'];else return;` +
          `var r=document.getElementById('root');v.forEach(function(i){var t=document.getElementById('first-paint-'+i);` +
          `if(t)r.insertAdjacentHTML('beforeend',t.textContent)});${todayScript(timeZone)}})()`;
        tags.push({ tag: 'script', children: script, injectTo: 'body' });
        return tags;
      },
    },
  };
}
