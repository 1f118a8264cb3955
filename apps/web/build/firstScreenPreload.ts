import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * The module behind each area's first screen at '/' (the `homes` of the features' index files).
 * Keep in step with them; the browser test of the first page checks the hints are there.
 */
const HOME_MODULES: Record<string, string> = {
  visitor: 'src/features/auth/VisitorHomePage.tsx',
  student: 'src/features/home/UserHomePage.tsx',
  faculty: 'src/features/home/UserHomePage.tsx',
  admin: 'src/features/admin/DashboardPage.tsx',
  office: 'src/features/office/OfficeHomePage.tsx',
  security: 'src/features/security/ScanPage.tsx',
};

/** The current-user call (shell/session.tsx), asked for by index.html itself (shell/api.ts takes it). */
const EARLY_USER_CALL = '/api/user/getUser';

/** A chunk's own file and those it imports statically, transitively. */
function closure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Fetches the first screen's code together with the app's, instead of after it (docs/benchmarks.md,
 * "The first page"). Code-split screens are otherwise only asked for once the app has run and knows
 * the area; that wait was the longest link of the first page's chain. A small inline script in
 * index.html reads the area the browser last showed (the visitor's when there is no token) and adds
 * a modulepreload hint for each file of that area's home screen that the entry does not already
 * preload. With a token, the same script also starts the current-user call, which the app would
 * otherwise only make once its code has arrived and run. The server allows exactly this script by
 * its hash (content security policy).
 */
export function firstScreenPreload(): Plugin {
  return {
    name: 'portal:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return [];
        const loadedAnyway = closure(bundle, entry.fileName);
        const files: Record<string, string[]> = {};
        for (const [area, module] of Object.entries(HOME_MODULES)) {
          const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!home) throw new Error(`first-screen preload: no chunk for ${module}`);
          files[area] = [...closure(bundle, home.fileName)].filter((file) => !loadedAnyway.has(file)).map((file) => `/${file}`);
        }
        const script =
          `(function(){var s=localStorage,t=s.getItem('token');` +
          `if(t)window.portalEarly={'${EARLY_USER_CALL}':{token:t,response:fetch('${EARLY_USER_CALL}',` +
          `{headers:{Accept:'application/json',Authorization:'Bearer '+t}})}};` +
          `var m=${JSON.stringify(files)};if(location.pathname!=='/')return;` +
          `var f=m[t?s.getItem('area'):'visitor'];if(!f)return;` +
          `f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
