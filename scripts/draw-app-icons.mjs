// Draws the installable app's PNG icons (src/web/public/icons/) from the brand's SVG with the installed Chromium:
// the plain icon in the sizes Chromium asks of an installable app, and a maskable one whose mark stays inside the
// safe circle (the middle 80 %) on a full square of the brand's colour. Run again when the brand's mark changes:
//   node scripts/draw-app-icons.mjs
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, 'src/web/public/icons');
const svg = readFileSync(join(root, 'src/web/public/brand/defter.svg'), 'utf8');
const BRAND_COLOUR = /fill="(#[0-9a-f]{6})"/i.exec(svg)[1];
const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const plain = (size) => `<body style="margin:0;background:transparent"><img src="${uri}" width="${size}" height="${size}" style="display:block"></body>`;
// the mark at 70 % of the side, on the brand colour edge to edge (the round corners vanish into it)
const maskable = (size) =>
  `<body style="margin:0;background:${BRAND_COLOUR};display:grid;place-items:center;width:${size}px;height:${size}px">` +
  `<img src="${uri}" width="${Math.round(size * 0.7)}" height="${Math.round(size * 0.7)}"></body>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
mkdirSync(out, { recursive: true });
for (const [name, size, html] of [
  ['icon-192.png', 192, plain],
  ['icon-512.png', 512, plain],
  ['maskable-192.png', 192, maskable],
  ['maskable-512.png', 512, maskable],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(html(size));
  await page.screenshot({ path: join(out, name), omitBackground: true });
  await page.close();
}
await browser.close();
