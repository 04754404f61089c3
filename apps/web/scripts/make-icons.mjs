// Draws the app's PNG icons (web app manifest, home screens) from its SVGs with Chromium, once:
// `node apps/web/scripts/make-icons.mjs`. The PNGs are committed; run again after changing
// public/favicon.svg or public/icons/maskable.svg.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const pub = new URL('../public', import.meta.url).pathname;
const icons = [
  { from: 'favicon.svg', to: 'icons/icon-192.png', size: 192 },
  { from: 'favicon.svg', to: 'icons/icon-512.png', size: 512 },
  { from: 'icons/maskable.svg', to: 'icons/maskable-512.png', size: 512 },
  { from: 'icons/maskable.svg', to: 'icons/apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { from, to, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(join(pub, from), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(pub, to), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`${icons.length} icons drawn in ${pub}/icons`);
