/**
 * Draws the installed app's icons (the web manifest's, apps/web/vite.config.ts) from the portal's
 * logo, the graduation cap on the primary blue the favicon shows: 192 and 512 px, and a maskable
 * 512 px one whose cap keeps inside the middle 80% a phone may crop it to. The PNGs are committed;
 * run `node apps/web/scripts/icons.mjs` after changing the logo.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PRIMARY = '#1565c0';
const CAP =
  '<path d="M32 12 8 24l24 12 20-10v14h4V24z" fill="#fff"/><path d="M18 34v10c0 4 7 8 14 8s14-4 14-8V34l-14 7z" fill="#fff"/>';
const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${PRIMARY}"/>${CAP}</svg>`;
// Full bleed, the cap at 60% around the centre: inside the maskable safe zone (a circle of 80%).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${PRIMARY}"/><g transform="translate(32 32) scale(0.6) translate(-32 -32)">${CAP}</g></svg>`;

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const icons = [
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['icon-maskable-512.png', maskable, 512],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, name));
}
