import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint } from './build/firstPaint';
import { firstScreenPreload } from './build/firstScreenPreload';

// The API and uploaded files are served by the portal's server; in development Vite
// forwards them so the app keeps talking to its own origin, as it does in production. `npm run dev`
// hands both processes the same environment, so PORT moves the API and the forwarding together
// (API_URL names another server). 127.0.0.1 is where the server listens by default: "localhost"
// may resolve to ::1 first, where it does not.
const apiServer = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT?.trim() || '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    // In this order: the first paint's script runs before the one that loads the app's code.
    firstPaint(),
    firstScreenPreload(),
    // The installable app (docs/choices.md, "The installed app and offline"): a web manifest and a
    // service worker that precaches the built code and index.html, and nothing else. Every /api and
    // /uploads request goes to the network: no answer of one user is ever kept for the next.
    VitePWA({
      // A new build waits until the user says Reload (shell/appUpdate.ts registers the worker).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'College Portal',
        short_name: 'Portal',
        description: 'College portal: gate passes, leave, timetables, attendance, marks and fees.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1565c0',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The manifest's icons are among the pictures below already.
      includeManifestIcons: false,
      injectManifest: {
        // The app's code and shell: every script and style sheet, index.html and the pictures of
        // public/ (the compressed copies beside them are the server's business). Not the QR
        // decoder's WebAssembly (1 MB): only the gate's phone needs it, and it fetches it then.
        globPatterns: ['**/*.{js,css,html,png}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // Every text asset also as .gz and .br, made once here; the server sends the one the browser
    // accepts (apps/server/src/plugins/static-app.ts), with nothing compressed per request.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|css|html|svg|json|wasm|txt)$/,
      threshold: 512,
    }),
  ],
  resolve: {
    // 'source' first: @portal/domain resolves to its TypeScript source, so domain
    // changes show up in the app without a separate build step.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/uploads': { target: apiServer, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the entry imports in two files (React DOM, the rest), instead of some fifty small
        // shared chunks that the first page would fetch one by one (docs/benchmarks.md, "The first page").
        codeSplitting: {
          groups: [
            { name: 'react-dom', tags: ['$initial'], test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
