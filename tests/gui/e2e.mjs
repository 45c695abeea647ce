// End-to-end test of `kabe gui` in a real browser: Debian's chromium, headless, driven by
// Playwright (playwright-core, executablePath /usr/bin/chromium).
//
//   node tests/gui/e2e.mjs KABE_BINARY OUT_DIR [NODE_MODULES_PARENT]
//
// Starts `kabe gui --port 0`, plays legal moves by clicks in international, Russian (8x8)
// and Turkish (all 64 squares) and by typing, checks that illegal clicks and typed moves
// are refused with a message, waits for live analysis lines (with the evaluation bar and
// the best-move arrow), lets Kabe answer a move (it plays Black from the start), drops a
// search when the variant or "Kabe plays" changes, checks kings' crowns, a long FEN, the
// favicon, a board that grows with the window, a clock that waits for the first move,
// Alquerque's lines and Tablut's throne, follows a growing PDN file (--watch), and saves
// screenshots in OUT_DIR. The server requires a token (--token), which the page passes on.
// Exit status 0 when every check passed.

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [kabe, outDir, modulesParent = process.cwd()] = process.argv.slice(2);
if (!kabe || !outDir) {
  console.error('usage: node tests/gui/e2e.mjs KABE_BINARY OUT_DIR [NODE_MODULES_PARENT]');
  process.exit(2);
}
// ES modules ignore NODE_PATH: resolve playwright-core from the folder we were given.
const require = createRequire(path.resolve(modulesParent) + path.sep);
const { chromium } = require('playwright-core');

fs.mkdirSync(outDir, { recursive: true });
let checks = 0;
function check(condition, what) {
  if (!condition) throw new Error(`check failed: ${what}`);
  checks++;
  console.log(`  ok  ${what}`);
}

// --- the server -------------------------------------------------------------------

// The file the server watches (kabe gui --watch): absent until the test writes it.
const watchFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-e2e-watch-')), 'live.pdn');

function startServer() {
  return new Promise((resolve, reject) => {
    // With a token, as a server reachable from the network requires: the page must pass
    // it on with every API call (analysis and --watch included).
    const child = spawn(kabe, ['gui', '--port', '0', '--token', 'e2e-token', '--watch', watchFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error('kabe gui printed no address in 10 s')), 10000);
    child.stdout.on('data', (data) => {
      out += data;
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=e2e-token)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`kabe gui exited with ${code}`)));
  });
}

// --- page helpers -----------------------------------------------------------------

const state = (page) => page.evaluate(() => window.kabe.state());

async function waitForPlies(page, plies, timeout = 15000) {
  await page.waitForFunction((n) => {
    const s = window.kabe.state();
    return s.game && s.game.history.length === n && !s.thinking;
  }, plies, { timeout });
}

// Plays one legal move of the side to move by clicking its squares: the piece, then the
// landing squares until the page has played it. Prefers captures, else the n-th move.
async function clickMove(page, n) {
  const s = await state(page);
  const legal = s.game.legal;
  const captures = legal.filter((m) => m.captured.length > 0);
  const move = captures.length ? captures[0] : legal[n % legal.length];
  const before = s.game.history.length;
  await page.click(`.hit[data-sq="${move.from}"]`);
  for (const square of move.path) {
    const now = await state(page);
    if (now.game.history.length > before) break;
    await page.click(`.hit[data-sq="${square}"]`);
  }
  await page.waitForFunction((n) => window.kabe.state().game.history.length > n, before);
  const after = await state(page);
  check(after.game.history[before].text === move.text, `${s.variant}: clicked ${move.text}`);
}

async function chooseVariant(page, name) {
  await page.selectOption('#variant', name);
  await page.waitForFunction((v) => {
    const s = window.kabe.state();
    return s.variant === v && s.game && s.game.variant === v && s.game.history.length === 0;
  }, name);
}

// Types a move in the move box and presses Enter.
async function typeMove(page, text) {
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
}

async function expectTypedRefused(page, text, expected) {
  const before = (await state(page)).game.history.length;
  await page.evaluate(() => { document.getElementById('message').hidden = true; });
  await typeMove(page, text);
  await page.waitForFunction(() => !document.getElementById('message').hidden);
  const message = await page.textContent('#message');
  const after = (await state(page)).game.history.length;
  check(after === before && message.includes(expected), `typed "${text}" refused: "${message.slice(0, 70)}"`);
}

// The page's box of an element: {x, y, width, height}.
const boxOf = (page, selector) => page.locator(selector).boundingBox();

async function expectRefused(page, selector, what) {
  const before = (await state(page)).game.history.length;
  await page.click(selector);
  await page.waitForFunction(() => !document.getElementById('message').hidden);
  const text = await page.textContent('#message');
  const after = (await state(page)).game.history.length;
  check(after === before && text.length > 0, `${what} refused: "${text}"`);
  return text;
}

// --- the test ---------------------------------------------------------------------

const { child, url } = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-e2e-'));
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
// Files the page asks for and does not get (the API's 400s for bad input are expected).
const missing = [];
page.on('response', (r) => {
  if (r.status() >= 400 && !new URL(r.url()).pathname.startsWith('/api/')) missing.push(`${r.status()} ${r.url()}`);
});
let status = 0;
try {
  console.log(`e2e: ${url}`);
  await page.goto(`${url}&variant=international`);
  await page.waitForFunction(() => window.kabe.state().game);
  check((await page.locator('.hit[data-sq]:not([data-sq=""])').count()) === 50,
    'international: 50 playing squares drawn');
  check((await page.locator('[data-piece]').count()) === 40, 'international: 40 pieces');
  // A newcomer plays White against Kabe at once.
  check((await page.inputValue('#engine-side')) === 'black', 'Kabe plays Black from the start');
  {
    const bar = await boxOf(page, '#evalbar'), squares = await boxOf(page, '#board svg');
    check(bar.x + bar.width <= squares.x && Math.abs(bar.height - squares.height) <= 2,
      'the evaluation bar stands beside the board, as tall as it');
    check((await page.getAttribute('#evalbar', 'data-score')) === '', 'no score before the engine has one');
  }

  // Illegal clicks: a light square, a man that cannot move, the opponent's man.
  await expectRefused(page, '.hit[data-name="a10"]', 'a light square');
  await expectRefused(page, '.hit[data-sq="46"]', 'a blocked man');
  await expectRefused(page, '.hit[data-sq="19"]', "the opponent's man");
  // A piece, then a square it cannot reach.
  await page.click('.hit[data-sq="32"]');
  const wrong = await expectRefused(page, '.hit[data-sq="23"]', '32 to 23');
  check(wrong.includes('illegal move'), 'the message says illegal move');

  // Typed moves: a malformed one and an illegal one are refused with the server's reason.
  await expectTypedRefused(page, 'hello', "move 'hello'");
  await expectTypedRefused(page, '32-23', 'illegal move');
  // A legal one is played, and Kabe answers it (the first move gets a reply); its score
  // fills the evaluation bar.
  await typeMove(page, '32-28');
  await waitForPlies(page, 2, 30000);
  {
    const s = await state(page);
    check(s.game.history[0].text === '32-28' && (await page.inputValue('#move-input')) === '',
      `typed 32-28 played; Kabe answered ${s.game.history[1].text}`);
    check(s.score && (await page.getAttribute('#evalbar', 'data-score')) === s.score.text,
      `the evaluation bar shows Kabe's score (${s.score && s.score.text})`);
  }
  await page.selectOption('#engine-side', 'none');
  for (let i = 0; i < 2; i++) await clickMove(page, i);
  check(!(await state(page)).game.fen.startsWith('W:W31,32,33'), 'international: the position changed');
  check((await page.getAttribute('#evalbar', 'data-score')) === '', 'the score is forgotten after a move');

  // Analysis: live lines arrive while the engine searches.
  await page.check('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#lines tbody tr').length >= 3,
    null, { timeout: 20000 });
  const firstLine = await page.textContent('#lines tbody tr');
  check(/\d/.test(firstLine), `analysis lines arrive: "${firstLine.trim().slice(0, 60)}"`);
  // The evaluation bar and the arrow follow the lines: the latest score, its first move.
  await page.waitForFunction(() => {
    const s = window.kabe.state();
    const arrow = document.querySelector('svg [data-arrow]');
    return s.score && s.score.best && arrow && arrow.dataset.arrow === s.score.best &&
      document.getElementById('evalbar').dataset.score === s.score.text;
  }, null, { timeout: 10000 });
  {
    // Read together: new lines keep coming.
    const { s, share } = await page.evaluate(() => ({ s: window.kabe.state(),
      share: Number(document.getElementById('evalbar').dataset.whiteShare) }));
    const expected = Math.max(0, Math.min(1, 0.5 + s.score.white / 10));
    check(Math.abs(share - expected) < 0.002, `evaluation bar: ${s.score.text} for White, White's share ${share}`);
    check(s.game.legal.some((m) => m.text === s.score.best),
      `the best-move arrow is drawn for ${s.score.best}, a legal move`);
  }
  const clamp = await page.evaluate(async () => {
    const { whiteShare } = await import('/evalbar.js');
    return [whiteShare(-40), whiteShare(-2.5), whiteShare(0), whiteShare(1), whiteShare(99.9)];
  });
  check(clamp.join(' ') === '0 0.25 0.5 0.6 1', `evaluation bar clamped at ±5 men: ${clamp.join(' ')}`);
  await page.screenshot({ path: path.join(outDir, 'international.png') });
  await page.uncheck('#analyse');
  check((await page.locator('svg [data-arrow]').count()) === 0, 'no arrow once analysis is off');
  await page.click('#flip');
  check((await page.$eval('.evalbar-white', (e) => getComputedStyle(e).top)) === '0px',
    'flipped: White\'s part of the bar at the top, with White');
  await page.click('#flip');

  // Against Kabe: Black is Kabe at depth 6; one move of ours, one answer.
  await page.selectOption('#level', 'depth=6');
  await page.selectOption('#engine-side', 'black');
  const plies = (await state(page)).game.history.length;
  await clickMove(page, 0);
  await waitForPlies(page, plies + 2, 30000);
  check(true, 'Kabe answered a move');
  await page.selectOption('#engine-side', 'none');

  // Undo and redo.
  await page.click('#undo');
  await waitForPlies(page, plies + 1);
  await page.click('#redo');
  await waitForPlies(page, plies + 2);
  check(true, 'undo and redo');

  // A bad FEN gets the server's error in the page.
  await page.fill('#fen', 'W:W99:B1');
  await page.click('#fen-load');
  await page.waitForFunction(() => !document.getElementById('message').hidden);
  check((await page.textContent('#message')).includes('bad position'),
    `bad FEN refused: "${await page.textContent('#message')}"`);

  // A PDN pasted in: replayed, then watched again from the start move by move.
  await page.fill('#pdn', '[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 *');
  await page.click('#pdn-load');
  await waitForPlies(page, 4);
  await page.click('#first');
  await waitForPlies(page, 0);
  await page.click('#replay');
  await waitForPlies(page, 2, 5000);
  await page.click('#replay');  // pause
  check((await state(page)).game.history.map((h) => h.text).join(' ') === '32-28 19-23',
    'PDN loaded and replayed move by move');
  // A capture typed with x.
  await typeMove(page, '28x19');
  await waitForPlies(page, 3);
  check((await state(page)).game.history[2].text === '28x19', 'typed the capture 28x19');

  // A long FEN is shown whole (it wraps, the box grows), and kings wear a crown.
  {
    const white = Array.from({ length: 30 }, (_, i) => (i % 3 ? '' : 'K') + (21 + i)).join(',');
    const black = Array.from({ length: 20 }, (_, i) => (i % 2 ? '' : 'K') + (1 + i)).join(',');
    const fen = `W:W${white}:B${black}`;
    await page.fill('#fen', fen);
    await page.click('#fen-load');
    await page.waitForFunction((f) => window.kabe.state().game.fen === f, fen);
    const shown = await page.$eval('#fen', (e) => ({ value: e.value, sw: e.scrollWidth, cw: e.clientWidth,
      sh: e.scrollHeight, ch: e.clientHeight }));
    check(shown.value === fen && shown.sw <= shown.cw && shown.sh <= shown.ch + 1,
      `a FEN of ${fen.length} characters is fully visible (${shown.cw}x${shown.ch} box)`);
    const kings = (await state(page)).game.pieces.filter((p) => p.king).length;
    check((await page.locator('[data-piece][data-king="true"] [data-crown]').count()) === kings &&
      (await page.locator('[data-piece][data-king="false"] [data-crown]').count()) === 0,
    `each of the ${kings} kings has a crown, no man has one`);
    await page.screenshot({ path: path.join(outDir, 'kings.png') });
  }

  // A king's triple capture: its path and the men it takes are drawn when it is picked.
  await page.fill('#fen', 'W:WK47:B9,12,33');
  await page.click('#fen-load');
  await page.waitForFunction(() => window.kabe.state().game.fen === 'W:WK47:B9,12,33');
  const capture = (await state(page)).game.legal[0];
  await page.click(`.hit[data-sq="${capture.from}"]`);
  check((await page.locator('[data-captured]').count()) === 3 &&
    (await page.locator('polyline').count()) >= 1, `capture path shown for ${capture.text}`);
  await page.screenshot({ path: path.join(outDir, 'capture.png') });
  for (const square of capture.path) {
    if ((await state(page)).game.history.length > 0) break;
    await page.click(`.hit[data-sq="${square}"]`);
  }
  await waitForPlies(page, 1);
  check((await state(page)).game.result.over, `the capture wins: "${await page.textContent('#result')}"`);

  // A search in flight is dropped when the variant changes: no "thinking" left behind,
  // the board takes moves, and its late answer is not played in the new game.
  await chooseVariant(page, 'international');
  await page.selectOption('#level', 'movetime=3');
  await page.selectOption('#engine-side', 'black');
  await clickMove(page, 0);
  await page.waitForFunction(() => window.kabe.state().thinking);
  const searchStarted = Date.now();
  await chooseVariant(page, 'russian');
  await page.waitForFunction(() => !window.kabe.state().thinking, null, { timeout: 2000 });
  check(!(await page.textContent('#status')).includes('thinking'), 'variant changed while Kabe thought: it no longer thinks');
  await page.selectOption('#engine-side', 'none');
  // And "Kabe plays: nobody" drops a search too.
  await page.selectOption('#engine-side', 'white');
  await page.waitForFunction(() => window.kabe.state().thinking);
  await page.selectOption('#engine-side', 'none');
  await page.waitForFunction(() => !window.kabe.state().thinking, null, { timeout: 2000 });
  check((await state(page)).game.history.length === 0, '"Kabe plays: nobody" while it thought: the search is dropped');
  await page.selectOption('#level', 'depth=6');

  // Russian (8x8, algebraic notation).
  await chooseVariant(page, 'russian');
  check((await page.locator('.hit[data-sq]:not([data-sq=""])').count()) === 32, 'russian: 32 playing squares');
  for (let i = 0; i < 4; i++) await clickMove(page, i + 1);
  const russian = await state(page);
  check(/^[a-h][1-8][-:][a-h][1-8]/.test(russian.game.history[0].text), `russian: algebraic moves (${russian.game.history.map((h) => h.text).join(' ')})`);
  // The dropped searches (3 s) have answered by now: neither was played.
  await page.waitForTimeout(Math.max(0, searchStarted + 3600 - Date.now()));
  check((await state(page)).game.history.length === 4 && (await page.isHidden('#message')),
    'the dropped searches\' late answers are not played');
  await page.screenshot({ path: path.join(outDir, 'russian.png') });

  // Turkish (every square plays, men move straight).
  await chooseVariant(page, 'turkish');
  check((await page.locator('.hit[data-sq]:not([data-sq=""])').count()) === 64, 'turkish: 64 playing squares');
  await expectRefused(page, '.hit[data-name="a2"]', 'turkish: a man hemmed in on a2 (or not movable)');
  for (let i = 0; i < 4; i++) await clickMove(page, i + 2);
  // A drag instead of two clicks.
  {
    const s = await state(page);
    const move = s.game.legal.find((m) => m.path.length === 1);
    const box = async (sq) => page.locator(`.hit[data-sq="${sq}"]`).boundingBox();
    const [a, b] = [await box(move.from), await box(move.to)];
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    await waitForPlies(page, s.game.history.length + 1);
    check((await state(page)).game.history.at(-1).text === move.text, `turkish: dragged ${move.text}`);
  }
  await page.screenshot({ path: path.join(outDir, 'turkish.png') });

  // Alquerque: points joined by lines (orthogonal everywhere, diagonals through a1, c1,
  // b2, ...: rules.md §2.23), 56 segments in all, a dot on each of the 25 points.
  await chooseVariant(page, 'alquerque');
  check((await page.locator('svg line[data-line]').count()) === 56, 'alquerque: 56 line segments drawn');
  check((await page.locator('svg circle[data-point]').count()) === 25, 'alquerque: 25 points drawn');
  {
    const geo = await page.evaluate(() => fetch('/api/variants?token=e2e-token').then((r) => r.json())
      .then((j) => j.variants.find((v) => v.name === 'alquerque')));
    const n = (name) => geo.squares.find((q) => q.name === name).n;
    check((await page.locator(`svg line[data-line="${n('a1')}-${n('b2')}"]`).count()) === 1 &&
      (await page.locator(`svg line[data-line="${n('b1')}-${n('c2')}"]`).count()) === 0,
    'alquerque: a diagonal a1-b2, none b1-c2');
  }
  await clickMove(page, 0);
  await page.screenshot({ path: path.join(outDir, 'alquerque.png') });

  // Tablut: the throne e5 is marked (the king stands on it at the start).
  await chooseVariant(page, 'tablut');
  check((await page.locator('svg [data-special="throne"][data-square="e5"]').count()) === 1, 'tablut: the throne e5 is marked');
  check((await page.locator('svg [data-special]').count()) === 1, 'tablut: one special square');
  await page.screenshot({ path: path.join(outDir, 'tablut.png') });
  await chooseVariant(page, 'international');
  check((await page.locator('svg [data-special], svg line[data-line]').count()) === 0, 'international: no lines, no throne');

  // Watching a file that grows (kabe match --live writes it like this): the page shows
  // its last game, in the game's variant, and follows each new move.
  const live = (moves) => `[Event "kabe match"]\n[White "a"]\n[Black "b"]\n[Result "*"]\n[Variant "russian"]\n\n${moves} *\n`;
  fs.writeFileSync(watchFile, live('1. c3-d4 f6-g5'));
  await page.waitForFunction(() => { const s = window.kabe.state();
    return s.variant === 'russian' && s.game && s.game.variant === 'russian' && s.game.history.length === 2; }, null, { timeout: 10000 });
  check(true, 'watch: the page shows the file\'s game (russian, 2 plies)');
  fs.writeFileSync(watchFile + '.part', live('1. c3-d4 f6-g5 2. d4-e5'));
  fs.renameSync(watchFile + '.part', watchFile);
  await page.waitForFunction(() => window.kabe.state().game.history.length === 3, null, { timeout: 10000 });
  check((await state(page)).game.history[2].text === 'd4-e5', 'watch: the next move appears (d4-e5)');
  check((await page.textContent('#watch-file')).includes('(1 game)'), 'watch: the file is named with its game count');
  await page.screenshot({ path: path.join(outDir, 'watch.png') });
  await page.uncheck('#watch');
  await chooseVariant(page, 'turkish');

  // A clock: it shows, waits for the first move, then runs for the side to move.
  await page.selectOption('#clock', '60+1');
  await page.waitForTimeout(1300);
  const waiting = await page.textContent('#clocks');
  check(waiting.includes('White 1:00') && waiting.includes('Black 1:00'),
    `no clock runs before the first move: "${waiting.trim()}"`);
  await clickMove(page, 0);
  await page.waitForTimeout(1300);
  const clocks = await page.textContent('#clocks');
  const [mover, other] = (await state(page)).game.turn === 'white' ? ['White', 'Black'] : ['Black', 'White'];
  check(new RegExp(`${mover} 0:5\\d`).test(clocks) && clocks.includes(`${other} 1:00`),
    `after the first move the mover's clock runs: "${clocks.trim()}"`);

  // The board grows with the window and keeps its squares square, all of it in view.
  await chooseVariant(page, 'international');
  const sizes = [];
  for (const viewport of [{ width: 1280, height: 900 }, { width: 1700, height: 1150 }]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(100);
    const b = await boxOf(page, '#board svg');
    sizes.push(b);
    check(Math.abs(b.width - b.height) <= 1 && b.y + b.height <= viewport.height,
      `board at ${viewport.width}x${viewport.height}: ${Math.round(b.width)}x${Math.round(b.height)}, in view`);
  }
  check(sizes[1].width > sizes[0].width + 100, 'the board grows with the window');
  check((await page.$eval('#board-wrap', (e) => getComputedStyle(e).resize)) !== 'none', 'the board can be resized by its corner');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The favicon is served (the link and /favicon.ico), and no page file was missing.
  const icons = await page.evaluate(async () => {
    const link = document.querySelector('link[rel~="icon"]');
    const answers = await Promise.all([link.href, '/favicon.ico'].map((u) => fetch(u)));
    return answers.map((r) => `${r.status} ${r.headers.get('content-type')}`);
  });
  check(icons.every((t) => t === '200 image/svg+xml'), `favicon served: ${icons.join(', ')}`);
  // Every call above went with the page's token; one without it is refused.
  const bare = await page.evaluate(() => fetch('/api/variants').then((r) => r.status));
  check(bare === 401, `an API call without the token gets 401 (${bare})`);
  check(missing.length === 0, `no file missing (no 404)${missing.length ? ': ' + missing.join('; ') : ''}`);

  check(pageErrors.length === 0, `no script errors in the page${pageErrors.length ? ': ' + pageErrors.join('; ') : ''}`);
  console.log(`e2e: ${checks} checks passed; screenshots in ${outDir}`);
} catch (e) {
  status = 1;
  console.error(`e2e: FAILED after ${checks} checks: ${e.message}`);
  if (pageErrors.length) console.error(`page errors: ${pageErrors.join('; ')}`);
  try { await page.screenshot({ path: path.join(outDir, 'failure.png') }); } catch { /* ignore */ }
} finally {
  await context.close();
  child.kill('SIGTERM');
  fs.rmSync(profile, { recursive: true, force: true });
  fs.rmSync(path.dirname(watchFile), { recursive: true, force: true });
}
process.exit(status);
