// Kabe's web board: the game lives here (start FEN, moves, taken-back moves); the server
// judges everything (legal moves, results, engine) from that game on each request
// (docs/gui.md). Plain JavaScript modules, no build step.

import { BoardView } from './board.js';
import { chooseRulesFor, engineClaimed, renderBlitz, rulesParams, wireBlitz } from './blitz.js';
import { EvalBar } from './evalbar.js';

const $ = (id) => document.getElementById(id);

const app = {
  variants: [],
  geo: null,          // the chosen variant's geometry
  startFen: 'start',
  moves: [],          // moves played, in the variant's notation (server `text`)
  redo: [],           // moves taken back, most recent last
  game: null,         // the server's state for (startFen, moves)
  flipped: false,
  selection: [],      // clicked squares of the move being entered: from, landing squares
  lastError: '',
  engineToken: 0,     // bumps on every change, so a late engine answer is dropped
  thinking: false,
  source: null,       // the analysis EventSource
  lines: [],
  score: null,        // the engine's view of this position: { white (men), text, best }
  analysisDepth: 0,
  analysisRetries: 0,
  clock: null,        // { inc, left: {white, black} (ms), side running, since, flagged }
  replay: null,       // the timer of ▶ Replay
  watch: null,        // { file, timer, text (the last game shown), games } with --watch
};

// --- server -------------------------------------------------------------------------

// A server reachable from other machines wants its token on every API call (kabe gui
// prints the page's address with it: /?token=...); the page passes it on.
const token = new URLSearchParams(location.search).get('token');

function apiQuery(params) {
  const query = new URLSearchParams(params);
  if (token) query.set('token', token);
  return query.toString();
}

async function api(route, params = {}) {
  const query = apiQuery(params);
  const res = await fetch(`/api/${route}${query ? '?' + query : ''}`);
  let body;
  try {
    body = await res.json();
  } catch {
    throw new Error(`the server answered ${res.status} without JSON`);
  }
  if (!res.ok) throw new Error(body.error || `error ${res.status}`);
  return body;
}

function gameParams(extra = {}) {
  return { variant: app.geo.name, fen: app.startFen, moves: app.moves.join(' '),
    ...rulesParams(app.moves.length), ...extra };
}

// --- messages -----------------------------------------------------------------------

function showError(text) {
  app.lastError = text;
  const box = $('message');
  box.textContent = text;
  box.hidden = !text;
}

function setStatus(text) { $('status').textContent = text; }

// --- the game -----------------------------------------------------------------------

async function refresh() {
  app.engineToken++;
  app.thinking = false;  // a search in flight was for the game before: its answer is dropped
  app.score = null;
  stopAnalysis();
  app.selection = [];
  app.lines = [];  // lines of the position before
  renderLines();
  try {
    app.game = await api('state', gameParams());
  } catch (e) {
    showError(e.message);
    return false;
  }
  switchClock();
  render();
  if (!over()) {
    if (engineToMove()) engineMove();
    else if ($('analyse').checked) startAnalysis();
  }
  return true;
}

function engineToMove() {
  const side = $('engine-side').value;
  return side === 'both' || side === app.game.turn;
}

// Over by the rules or on time.
function over() { return app.game.result.over || Boolean(app.clock && app.clock.flagged); }

async function engineMove() {
  if (over()) return;
  const token = ++app.engineToken;
  stopAnalysis();
  app.thinking = true;
  setStatus('Kabe is thinking…');
  const level = Object.fromEntries(new URLSearchParams($('level').value));
  if (app.clock) {
    // A timed game: Kabe manages its own clock instead of the level's time a move.
    delete level.movetime;
    level.time = (clockLeft(app.game.turn) / 1000).toFixed(2);
    level.inc = String(app.clock.inc);
  }
  try {
    const answer = await api('engine', gameParams(level));
    if (token !== app.engineToken) return;  // the game changed meanwhile
    app.thinking = false;
    if (answer.claimed) {  // blitz 12: Kabe claimed the draw instead of moving
      engineClaimed(app.moves.length);
      await refresh();
      return;
    }
    app.moves.push(answer.move);
    app.redo = [];
    showError('');
    await refresh();
    // Its score stands for the position it left until analysis says more.
    if (!app.score) app.score = { white: Number(answer.score_white), text: answer.score_white, best: null };
    renderScore();
    if (!app.thinking) setStatus(`${statusLine()}   (Kabe played ${answer.move}, score ${answer.score_white} for White, depth ${answer.depth})`);
  } catch (e) {
    if (token === app.engineToken) {
      app.thinking = false;
      showError(e.message);
      setStatus(statusLine());
    }
  }
}

async function playMove(move) {
  // /api/play checks it again: the page never trusts itself about the rules.
  try {
    const state = await api('play', gameParams({ move: move.text }));
    app.moves.push(move.text);
    app.redo = [];
    app.game = state;
    showError('');
  } catch (e) {
    showError(e.message);
  }
  await refresh();
}

// A move typed in the variant's notation (32-28, 28x19, c3:e5): the server parses and
// judges it, and its errors (malformed, illegal, ambiguous) are shown as they come.
async function playTyped(text) {
  const why = whyNoMoveNow();
  if (why) { showError(why); return; }
  if (!text) { showError(`type a move, like ${app.game.legal[0]?.text || '32-28'}`); return; }
  let state;
  try {
    state = await api('play', gameParams({ move: text }));
  } catch (e) {
    showError(e.message);
    return;
  }
  // The server's own text for it, so that the moves sent back are always well formed.
  app.moves.push(state.history[state.history.length - 1].text);
  app.redo = [];
  app.game = state;
  $('move-input').value = '';
  showError('');
  await refresh();
}

// Why the user cannot move now, or '' when they can.
function whyNoMoveNow() {
  if (!app.game) return 'the game is not loaded yet';
  if (app.thinking) return 'Kabe is thinking: wait for its move';
  if (over()) return 'the game is over: ' + (app.game.result.reason || 'time');
  if (engineToMove()) return 'it is Kabe\'s move';
  return '';
}

function sideName(side) { return side === 'white' ? 'White' : 'Black'; }

function statusLine() {
  const g = app.game;
  if (!g) return '';
  if (over()) return 'Game over';
  return `${sideName(g.turn)} to move · ${g.legal.length} legal move${g.legal.length === 1 ? '' : 's'}`;
}

function resultText(r) {
  const who = ['Black wins', 'Draw', 'White wins'][r.white_half_points];
  return `${r.result} · ${who}: ${r.reason}`;
}

// --- clicks: from, then landing squares, until one legal move is named ---------------

function candidates() {
  const [from, ...steps] = app.selection;
  return app.game.legal.filter((m) => m.from === from &&
    steps.every((sq, i) => m.path[i] === sq));
}

function onSquareClick(square, name) {
  if (!app.game || app.thinking) return;
  const refusal = whyNoMoveNow();
  if (refusal) {
    showError(refusal);
    return;
  }
  const legal = app.game.legal;
  if (app.selection.length > 0) {
    const current = candidates();
    const step = app.selection.length - 1;
    // The final square of a move chooses it at once when only one move ends there.
    const ending = current.filter((m) => m.to === square);
    if (ending.length === 1 && (step === 0 || ending[0].path.length - 1 >= step)) {
      playMove(ending[0]);
      return;
    }
    const next = current.filter((m) => m.path[step] === square);
    if (next.length > 0) {
      app.selection.push(square);
      const left = candidates();
      const done = left.filter((m) => m.path.length === app.selection.length - 1);
      if (left.length === 1 || (done.length === 1 && left.length === done.length)) {
        playMove(left[0]);
        return;
      }
      showError('');
      render();
      return;
    }
    if (square === app.selection[0]) {  // clicking the piece again lets it go
      app.selection = [];
      showError('');
      render();
      return;
    }
  }
  if (square !== null && legal.some((m) => m.from === square)) {
    app.selection = [square];
    showError('');
    render();
    return;
  }
  // Nothing legal: say why, keep the position.
  const label = squareLabel(square, name);
  const piece = app.game.pieces.find((p) => p.square === square);
  let why;
  if (app.selection.length > 0) why = `illegal move: ${squareLabel(app.selection[0])} cannot go to ${label}`;
  else if (square === null) why = `${name} is not a playing square`;
  else if (!piece) why = `no piece on ${label}`;
  else if (piece.color !== app.game.turn) why = `it is ${sideName(app.game.turn)}'s move`;
  else if (legal.some((m) => m.captured.length > 0)) why = `the piece on ${label} cannot move: a capture is compulsory (${legal.map((m) => m.text).join(', ')})`;
  else why = `the piece on ${label} has no legal move`;
  app.selection = [];
  showError(why);
  render();
}

function squareLabel(square, name) {
  if (square === null || square === undefined) return name;
  const s = app.geo.squares.find((q) => q.n === square);
  return app.geo.notation === 'numeric' ? String(square) : s.name;
}

// --- clocks (kept by the page; Kabe gets its time left with each engine request) ----

function resetClock() {
  const value = $('clock').value;
  if (!value) {
    app.clock = null;
  } else {
    const [base, inc] = value.split('+').map(Number);
    // startPly: the game's length when the clock was set (known at the next switchClock);
    // neither clock runs until a move is played after it.
    app.clock = { inc, left: { white: base * 1000, black: base * 1000 }, side: null, since: 0,
      flagged: null, startPly: null };
  }
  renderClock();
}

function clockLeft(side) {
  const c = app.clock;
  return c.side === side ? c.left[side] - (performance.now() - c.since) : c.left[side];
}

// After every change: the side that just moved stops its clock and gets the increment.
function switchClock() {
  const c = app.clock;
  if (!c || c.flagged) return;
  const plies = app.game.history.length;
  if (c.startPly === null) c.startPly = plies;
  if (!c.side && plies <= c.startPly) return;  // no move yet: the clocks wait
  const now = performance.now();
  if (c.side) {
    c.left[c.side] -= now - c.since;
    if (c.side !== app.game.turn) c.left[c.side] += c.inc * 1000;
  }
  c.side = app.game.result.over ? null : app.game.turn;
  c.since = now;
}

function format(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function renderClock() {
  const box = $('clocks');
  box.hidden = !app.clock;
  if (!app.clock) return;
  for (const side of ['white', 'black']) {
    const span = $(`clock-${side}`);
    span.textContent = `${sideName(side)} ${format(clockLeft(side))}`;
    span.className = app.clock.flagged === side ? 'flagged' : app.clock.side === side ? 'running' : '';
  }
}

setInterval(() => {
  const c = app.clock;
  if (!c || !c.side || c.flagged) return;
  if (clockLeft(c.side) <= 0) {
    c.left[c.side] = 0;
    c.flagged = c.side;
    c.side = null;
    app.engineToken++;  // a search in flight no longer counts
    app.thinking = false;
    stopAnalysis();
    render();
  } else {
    renderClock();
  }
}, 200);

// --- drawing ------------------------------------------------------------------------

const board = new BoardView($('board'), onSquareClick);
const evalBar = new EvalBar($('evalbar'));

// The engine's best move as an arrow: its path, once it is a legal move here.
function bestMoveArrow() {
  const best = app.score && app.score.best;
  if (!best || app.selection.length > 0) return null;
  const move = app.game.legal.find((m) => m.text === best || m.hub === best);
  return move ? { text: move.text, squares: [move.from, ...move.path] } : null;
}

function renderScore() {
  evalBar.render(app.score, app.flipped);
}

function render() {
  renderBoard();
  renderScore();
  renderPanel();
}

function renderBoard() {
  const g = app.game;
  const view = { geo: app.geo, flipped: app.flipped, pieces: g.pieces, lastMove: null,
    selected: null, targets: [], paths: [], captured: [], movable: [], arrow: bestMoveArrow() };
  if (g.history.length > 0) {
    // The last move's squares, from the legal moves of the position before (kept simple:
    // the move text's first and last squares by name or number).
    const text = g.history[g.history.length - 1].hub;
    const parts = text.split(/[-x]/).map(Number);
    view.lastMove = [parts[0], parts[1]];
  }
  if (app.selection.length > 0) {
    const current = candidates();
    const step = app.selection.length - 1;
    view.selected = app.selection[0];
    view.targets = [...new Set(current.flatMap((m) => [m.path[step], m.to]).filter((n) => n !== undefined))];
    view.paths = current.filter((m) => m.captured.length > 0).map((m) => [m.from, ...m.path]);
    view.captured = [...new Set(current.flatMap((m) => m.captured))];
  } else if (!over() && !engineToMove()) {
    view.movable = [...new Set(g.legal.map((m) => m.from))];
  }
  board.render(view);
}

function renderPanel() {
  const g = app.game;
  setStatus(app.thinking ? 'Kabe is thinking…' : statusLine());
  const result = $('result');
  result.hidden = !over();
  if (g.result.over) result.textContent = resultText(g.result);
  else if (over()) {
    const loser = app.clock.flagged;
    result.textContent = `${loser === 'white' ? '0-1' : '1-0'} · ${sideName(loser === 'white' ? 'black' : 'white')} wins: ${sideName(loser)}'s time ran out`;
  }
  renderClock();
  renderBlitz(g, !over() && !engineToMove());

  // Move list: numbered moves, two plies a line, the variant's first mover first (Black in
  // English checkers); a set-up position with the other side to move starts with "…".
  const list = $('moves');
  list.replaceChildren();
  const offset = (g.start_fen.startsWith('B') ? 'black' : 'white') === app.geo.first ? 0 : 1;
  let li = null;
  g.history.forEach((h, i) => {
    const ply = i + offset;
    if (ply % 2 === 0 || li === null) {
      li = document.createElement('li');
      if (ply % 2 === 1) li.append(Object.assign(document.createElement('span'), { textContent: '…' }));
      list.append(li);
    }
    li.append(Object.assign(document.createElement('span'), { textContent: h.text, className: 'move' }));
  });
  list.scrollTop = list.scrollHeight;

  if (document.activeElement !== $('fen')) {
    $('fen').value = g.readable_fen;
    fitFen();
  }
  $('move-input').placeholder = g.legal.length ? `like ${g.legal[0].text}` : '';
  if (document.activeElement !== $('pdn')) $('pdn').value = g.pdn;
  $('undo').disabled = app.moves.length === 0;
  $('redo').disabled = app.redo.length === 0;
  $('first').disabled = app.moves.length === 0;
  $('last').disabled = app.redo.length === 0;
  $('replay').disabled = app.redo.length === 0 && !app.replay;
}

// --- analysis: server-sent events, closed on every change ---------------------------

function startAnalysis() {
  stopAnalysis();
  if (!app.game || over()) return;
  app.lines = [];
  renderLines();
  const source = new EventSource(`/api/analyze?${apiQuery(gameParams())}`);
  app.source = source;
  source.addEventListener('info', (e) => {
    app.analysisRetries = 0;
    const info = JSON.parse(e.data);
    app.analysisDepth = info.depth;
    app.lines.unshift(info);
    app.lines = app.lines.slice(0, 12);
    renderLines();
    const best = info.pv[0] || null;
    const moved = !app.score || app.score.best !== best;
    app.score = { white: Number(info.score_white), text: info.score_white, best };
    if (moved) renderBoard();  // the arrow follows the best move
    renderScore();
  });
  source.addEventListener('done', () => stopAnalysis());
  source.onerror = () => {
    if (app.source !== source) return;
    stopAnalysis();
    // The server frees a search slot within 300 ms of a closed stream: after quick moves
    // all may still be taken (503). Try again a few times before giving up.
    if (app.lines.length === 0 && app.analysisRetries < 5) {
      app.analysisRetries++;
      const token = app.engineToken;
      setTimeout(() => { if (token === app.engineToken && $('analyse').checked) startAnalysis(); }, 400);
    } else if (app.lines.length === 0) {
      showError('analysis could not start (the engine is busy)');
    }
  };
}

function stopAnalysis() {
  if (app.source) {
    app.source.close();
    app.source = null;
  }
}

// The FEN box grows to show the whole FEN, however long (Copy FEN copies it all anyway).
function fitFen() {
  const box = $('fen');
  box.style.height = 'auto';
  box.style.height = `${box.scrollHeight + 2}px`;
}

function renderLines() {
  const body = $('lines').tBodies[0];
  body.replaceChildren();
  for (const info of app.lines) {
    const tr = document.createElement('tr');
    for (const text of [String(info.depth), info.score_white, info.pv.join(' ')]) {
      tr.append(Object.assign(document.createElement('td'), { textContent: text }));
    }
    body.append(tr);
  }
}

// --- PDN import: tags, move numbers, comments and results are skipped ----------------

function parsePdn(text) {
  const fen = /\[FEN\s+"([^"]*)"\]/i.exec(text);
  const body = text.replace(/\[[^\]]*\]/g, ' ').replace(/\{[^}]*\}/g, ' ').replace(/\([^)]*\)/g, ' ');
  const moves = body.split(/\s+/).filter((t) => t &&
    !/^\d+\.+$/.test(t) && !/^(\*|1-0|0-1|2-0|0-2|1-1|1\/2-1\/2|0-0)$/.test(t))
    .map((t) => t.replace(/^\d+\.+/, '')).filter((t) => t);
  return { fen: fen ? fen[1] : 'start', moves };
}

// --- watching a file (kabe gui --watch FILE, e.g. a kabe match --live file) ----------

// Polls /api/watch once a second and shows the file's last game whenever it changes.
async function pollWatch() {
  if (!app.watch || !$('watch').checked) return;
  let answer;
  try {
    answer = await api('watch');
  } catch (e) {
    showError(`watching: ${e.message}`);
    return;
  }
  app.watch.games = answer.games.length;
  const text = answer.games[answer.games.length - 1] || '';
  $('watch-file').textContent = `${answer.file} (${answer.exists ? answer.games.length + (answer.games.length === 1 ? ' game' : ' games') : 'not there yet'})`;
  if (!text || text === app.watch.text) return;
  app.watch.text = text;
  const variant = /\[Variant\s+"([^"]*)"\]/.exec(text);
  const geo = variant && app.variants.find((v) => v.name === variant[1] || v.aliases.includes(variant[1]));
  if (geo && geo !== app.geo) {
    app.geo = geo;
    $('variant').value = geo.name;
    resetClock();
  }
  const { fen, moves } = parsePdn(text);
  stopReplay();
  $('engine-side').value = 'none';  // Kabe must not answer the watched engines' moves
  app.startFen = fen;
  app.moves = moves;
  app.redo = [];
  showError('');
  await refresh();
}

async function startWatch() {
  try {
    const answer = await api('watch');
    app.watch = { file: answer.file, text: null, games: 0 };
  } catch {
    return;  // the server watches no file
  }
  $('watch-box').hidden = false;
  await pollWatch();
  app.watch.timer = setInterval(pollWatch, 1000);
}

// --- controls -----------------------------------------------------------------------

async function chooseVariant(name) {
  stopReplay();
  app.geo = app.variants.find((v) => v.name === name);
  chooseRulesFor(app.geo);
  resetClock();
  app.startFen = 'start';
  app.moves = [];
  app.redo = [];
  showError('');
  await refresh();
}

function stopReplay() {
  if (app.replay) clearInterval(app.replay);
  app.replay = null;
  $('replay').textContent = '▶ Replay';
}

function startSide() {
  return app.game ? (app.game.start_fen.startsWith('B') ? 'black' : 'white') : 'white';
}

function wire() {
  wireBlitz(refresh, () => app.moves.length);
  $('variant').addEventListener('change', (e) => chooseVariant(e.target.value));
  $('new-game').addEventListener('click', () => chooseVariant(app.geo.name));
  $('flip').addEventListener('click', () => { app.flipped = !app.flipped; render(); });
  $('undo').addEventListener('click', async () => {
    if (app.moves.length === 0) return;
    app.redo.push(app.moves.pop());
    // Against Kabe, go back to the human's turn (else Kabe would replay at once).
    const side = $('engine-side').value;
    const turnAfter = (app.moves.length % 2 === 0) === (startSide() === 'white') ? 'white' : 'black';
    if ((side === turnAfter) && app.moves.length > 0) app.redo.push(app.moves.pop());
    app.thinking = false;
    showError('');
    await refresh();
  });
  $('first').addEventListener('click', async () => {
    stopReplay();
    while (app.moves.length) app.redo.push(app.moves.pop());
    showError('');
    await refresh();
  });
  $('last').addEventListener('click', async () => {
    stopReplay();
    while (app.redo.length) app.moves.push(app.redo.pop());
    showError('');
    await refresh();
  });
  $('replay').addEventListener('click', () => {
    if (app.replay) { stopReplay(); return; }
    $('replay').textContent = 'Pause';
    app.replay = setInterval(async () => {
      if (app.redo.length === 0) { stopReplay(); return; }
      app.moves.push(app.redo.pop());
      await refresh();
    }, 1000);
  });
  $('redo').addEventListener('click', async () => {
    if (app.redo.length === 0) return;
    app.moves.push(app.redo.pop());
    showError('');
    await refresh();
  });
  $('engine-side').addEventListener('change', () => {
    if (!app.game || over()) return;
    // A search for a side Kabe no longer plays is dropped (refresh forgets it).
    if (app.thinking && !engineToMove()) refresh();
    else if (!app.thinking && engineToMove()) engineMove();
  });
  $('clock').addEventListener('change', () => { resetClock(); switchClock(); render(); });
  $('engine-move').addEventListener('click', () => { if (!app.thinking) engineMove(); });
  $('analyse').addEventListener('change', (e) => {
    if (e.target.checked) {
      startAnalysis();
    } else {
      stopAnalysis();
      if (app.score && app.score.best) {  // no arrow without the engine; the score stays
        app.score.best = null;
        renderBoard();
      }
    }
  });
  $('move-entry').addEventListener('submit', (e) => {
    e.preventDefault();
    playTyped($('move-input').value.trim());
  });
  $('fen').addEventListener('input', fitFen);
  $('fen').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) {  // a FEN is one line: Enter loads it
      e.preventDefault();
      $('fen-load').click();
    }
  });
  $('fen-load').addEventListener('click', async () => {
    const saved = [app.startFen, app.moves, app.redo];
    app.startFen = $('fen').value.replace(/[\r\n]+/g, '').trim() || 'start';
    app.moves = [];
    app.redo = [];
    showError('');
    if (!(await refresh())) [app.startFen, app.moves, app.redo] = saved;
  });
  $('fen-copy').addEventListener('click', () => navigator.clipboard?.writeText(app.game.readable_fen));
  $('pdn-copy').addEventListener('click', () => navigator.clipboard?.writeText(app.game.pdn));
  $('pdn-load').addEventListener('click', async () => {
    const saved = [app.startFen, app.moves, app.redo];
    const { fen, moves } = parsePdn($('pdn').value);
    app.startFen = fen;
    app.moves = moves;
    app.redo = [];
    showError('');
    if (!(await refresh())) [app.startFen, app.moves, app.redo] = saved;
  });
}

async function main() {
  wire();
  try {
    app.variants = (await api('variants')).variants;
  } catch (e) {
    showError(`cannot reach Kabe's server: ${e.message}`);
    return;
  }
  const select = $('variant');
  for (const v of app.variants) {
    select.append(Object.assign(document.createElement('option'), {
      value: v.name, textContent: `${v.name} (${v.width}x${v.height})` }));
  }
  const wanted = new URLSearchParams(location.search).get('variant');
  const first = app.variants.find((v) => v.name === wanted || v.aliases.includes(wanted)) || app.variants[0];
  select.value = first.name;
  await chooseVariant(first.name);
  await startWatch();
}

// For tests and the console: the current game as the server last described it.
window.kabe = {
  state: () => ({ variant: app.geo?.name, moves: [...app.moves], game: app.game,
    selection: [...app.selection], error: app.lastError, thinking: app.thinking,
    score: app.score && { ...app.score },
    clock: app.clock && { white: clockLeft('white'), black: clockLeft('black'), flagged: app.clock.flagged },
    lines: app.lines.length, analysisDepth: app.analysisDepth,
    watching: app.watch && { file: app.watch.file, games: app.watch.games } }),
};

main();
