// The blitz rules on the web board in a real browser (docs/gui.md, rules.md §3.3): the
// rules selector, the claim button shown while the side to move may claim a draw (12a-d),
// the claim ending the game, Undo taking it back, and Kabe claiming for itself. Kept
// apart from e2e.mjs (the board's own test); run the same way:
//
//   node tests/gui/e2e_blitz.mjs KABE_BINARY OUT_DIR [NODE_MODULES_PARENT]

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [kabe, outDir, modulesParent = process.cwd()] = process.argv.slice(2);
if (!kabe || !outDir) {
  console.error('usage: node tests/gui/e2e_blitz.mjs KABE_BINARY OUT_DIR [NODE_MODULES_PARENT]');
  process.exit(2);
}
const require = createRequire(path.resolve(modulesParent) + path.sep);
const { chromium } = require('playwright-core');

fs.mkdirSync(outDir, { recursive: true });
let checks = 0;
function check(condition, what) {
  if (!condition) throw new Error(`check failed: ${what}`);
  checks++;
  console.log(`  ok  ${what}`);
}

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(kabe, ['gui', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error('kabe gui printed no address in 10 s')), 10000);
    child.stdout.on('data', (data) => {
      out += data;
      const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`kabe gui exited with ${code}`)));
  });
}

const state = (page) => page.evaluate(() => window.kabe.state());
const waitFor = (page, test, arg) => page.waitForFunction(test, arg, { timeout: 15000 });

// Black's lone king has walked the main road three moves against three kings.
const roadWalk = '[FEN "B:WK1,K2,K3:BK46"]\n1... 46-41 2. 1-7 41-37 3. 7-1 37-41 4. 1-7 *';

const { child, url } = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-e2e-blitz-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.KABE_CHROMIUM || '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 900 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = context.pages()[0] || await context.newPage();
const pageErrors = [];
page.on('pageerror', (e) => pageErrors.push(e.message));
let status = 0;
try {
  console.log(`e2e blitz: ${url}`);
  await page.goto(`${url}?variant=international`);
  await waitFor(page, () => window.kabe.state().game);
  await page.selectOption('#engine-side', 'none');

  // Standard rules: the position has no claim, the button stays hidden.
  await page.fill('#pdn', roadWalk);
  await page.click('#pdn-load');
  await waitFor(page, () => window.kabe.state().game.history.length === 6);
  check(await page.isHidden('#claim'), 'standard rules: no claim button');

  await page.selectOption('#rules', 'blitz');
  await waitFor(page, () => window.kabe.state().game.rules === 'blitz');
  check(await page.isVisible('#claim'), 'blitz: the claim button is shown');
  check((await page.textContent('#claim')).includes('12b'), 'it names the clause 12b');
  await page.click('#claim');
  await waitFor(page, () => window.kabe.state().game.result.over);
  const result = await page.textContent('#result');
  check(result.includes('claimed a draw'), `the claim ends the game: "${result.trim()}"`);
  await page.screenshot({ path: path.join(outDir, 'blitz-claim.png') });

  await page.click('#undo');
  await waitFor(page, () => !window.kabe.state().game.result.over);
  check((await state(page)).game.history.length === 5, 'Undo takes the claim back with a move');

  // Kabe, with Black, claims for itself: it is no better than a draw.
  await page.click('#redo');
  await waitFor(page, () => window.kabe.state().game.history.length === 6);
  await page.selectOption('#level', 'depth=6');
  await page.selectOption('#engine-side', 'black');
  await waitFor(page, () => window.kabe.state().game.result.over);
  check((await page.textContent('#result')).includes('Black claimed a draw'), 'Kabe claims the draw');

  // A variant without blitz rules falls back to the standard ones.
  await page.selectOption('#engine-side', 'none');
  await page.selectOption('#variant', 'tablut');
  await waitFor(page, () => window.kabe.state().game.variant === 'tablut');
  check((await state(page)).game.rules === 'standard' &&
    (await page.isDisabled('#rules option[value="blitz"]')), 'Tablut: blitz is not offered');

  check(pageErrors.length === 0, `no script errors${pageErrors.length ? ': ' + pageErrors.join('; ') : ''}`);
  console.log(`e2e blitz: ${checks} checks passed`);
} catch (e) {
  status = 1;
  console.error(`e2e blitz: FAILED after ${checks} checks: ${e.message}`);
  try { await page.screenshot({ path: path.join(outDir, 'blitz-failure.png') }); } catch { /* ignore */ }
} finally {
  await context.close();
  child.kill('SIGTERM');
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(status);
