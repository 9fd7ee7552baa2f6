import { chromium } from 'playwright-core';
const [src, out, w, h] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto('file://' + src);
await p.screenshot({ path: out, clip: { x: 0, y: 0, width: Number(w), height: Number(h) } });
await b.close();
