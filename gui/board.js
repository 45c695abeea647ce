// Draws any variant's board from the geometry the server sends (/api/variants): width,
// height and the squares that play, each with its number, name, file and rank; games on
// the points of a line pattern add `points` and `lines` ([n, n] segments), and squares
// with a rule of their own come in `special` ({n, square, kind}, e.g. a throne). Nothing
// here knows a variant by name: a 5x5 or 9x9 game draws the same way.

const CELL = 60;
const SVG_NS = 'http://www.w3.org/2000/svg';

const COLORS = {
  light: '#f0dcb4', dark: '#a9744f', whole: '#e6c88f', wholeAlt: '#dcba7c', grid: '#8a6a44',
  label: 'rgba(0,0,0,.45)', labelOnDark: 'rgba(255,255,255,.7)',
  last: 'rgba(240, 210, 60, .45)', selected: 'rgba(60, 170, 90, .6)',
  target: 'rgba(30, 120, 60, .85)', path: 'rgba(30, 120, 60, .75)', captured: '#d02828',
  movable: 'rgba(60, 170, 90, .9)', pointsBoard: '#e9d3a6', line: '#5a4128', throne: '#c9a35a',
  crown: '#d4a017', crownEdge: '#6b4e00', arrow: 'rgba(25, 90, 190, .7)',
};

// A crown on a king, so that kings stand out by shape and not only by a colour: a band
// with three points, upright whatever the board's orientation.
function crown(cx, cy) {
  const w = CELL * 0.2, low = cy + CELL * 0.11, high = cy - CELL * 0.15, dip = cy + CELL * 0.01;
  const d = `M${cx - w},${low}L${cx - w},${cy - CELL * 0.08}L${cx - w / 2},${dip}L${cx},${high}` +
    `L${cx + w / 2},${dip}L${cx + w},${cy - CELL * 0.08}L${cx + w},${low}Z`;
  return el('path', { d, fill: COLORS.crown, stroke: COLORS.crownEdge, 'stroke-width': 1.5,
    'stroke-linejoin': 'round', 'data-crown': '' });
}

function el(name, attrs, text) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

// Where a square is drawn (top-left corner), White at the bottom unless flipped.
function cellOrigin(geo, file, rank, flipped) {
  const col = flipped ? geo.width - 1 - file : file;
  const row = flipped ? rank - 1 : geo.height - rank;
  return [col * CELL, row * CELL];
}

export class BoardView {
  constructor(container, onSquareClick) {
    this.container = container;
    this.onSquareClick = onSquareClick;
  }

  // view: { geo, flipped, pieces: [{square, color, king}], lastMove: [from, to] | null,
  //         selected: square | null, targets: [square], paths: [[from, ...path]],
  //         captured: [square], movable: [square],
  //         arrow: { text, squares: [from, ...path] } | null (the engine's best move) }
  render(view) {
    const { geo, flipped } = view;
    const bySquare = new Map(geo.squares.map((s) => [s.n, s]));
    const center = (n) => {
      const s = bySquare.get(n);
      const [x, y] = cellOrigin(geo, s.file, s.rank, flipped);
      return [x + CELL / 2, y + CELL / 2];
    };
    const svg = el('svg', {
      viewBox: `0 0 ${geo.width * CELL} ${geo.height * CELL}`,
      'data-variant': geo.name, role: 'img',
    });

    // Squares: dark-square games colour the playing squares dark; whole-board games
    // play on every square and get a plain board with grid lines.
    const playing = new Set(geo.squares.map((s) => `${s.file},${s.rank}`));
    const layer = el('g', {});
    for (let rank = 1; rank <= geo.height; rank++) {
      for (let file = 0; file < geo.width; file++) {
        const [x, y] = cellOrigin(geo, file, rank, flipped);
        let fill;
        if (geo.points) fill = COLORS.pointsBoard;
        else if (geo.whole_board) fill = (file + rank) % 2 ? COLORS.whole : COLORS.wholeAlt;
        else fill = playing.has(`${file},${rank}`) ? COLORS.dark : COLORS.light;
        layer.append(el('rect', { x, y, width: CELL, height: CELL, fill,
          stroke: geo.whole_board && !geo.points ? COLORS.grid : 'none', 'stroke-width': 1 }));
      }
    }
    // Squares with a rule of their own: a throne is shaded and crossed.
    for (const sp of geo.special || []) {
      const s = bySquare.get(sp.n);
      if (!s) continue;
      const [x, y] = cellOrigin(geo, s.file, s.rank, flipped);
      const g = el('g', { 'data-special': sp.kind, 'data-square': sp.square });
      g.append(el('rect', { x, y, width: CELL, height: CELL, fill: COLORS.throne,
        stroke: COLORS.line, 'stroke-width': 2 }));
      const d = CELL * 0.3, cx = x + CELL / 2, cy = y + CELL / 2;
      g.append(el('path', { d: `M${cx - d},${cy - d}L${cx + d},${cy + d}M${cx + d},${cy - d}L${cx - d},${cy + d}`,
        stroke: COLORS.line, 'stroke-width': 2, opacity: 0.6 }));
      layer.append(g);
    }
    // Games on points: the lines pieces move along, and a dot on every point.
    if (geo.points) {
      const lines = el('g', { 'data-lines': (geo.lines || []).length, 'pointer-events': 'none' });
      for (const [a, b] of geo.lines || []) {
        if (!bySquare.has(a) || !bySquare.has(b)) continue;
        const [x1, y1] = center(a), [x2, y2] = center(b);
        lines.append(el('line', { x1, y1, x2, y2, stroke: COLORS.line, 'stroke-width': 3,
          'stroke-linecap': 'round', 'data-line': `${a}-${b}` }));
      }
      for (const s of geo.squares) {
        const [cx, cy] = center(s.n);
        lines.append(el('circle', { cx, cy, r: 5, fill: COLORS.line, 'data-point': s.n }));
      }
      layer.append(lines);
    }
    svg.append(layer);

    // Labels: the square numbers of numeric variants, files and ranks at the edges.
    const labels = el('g', { 'font-family': 'sans-serif', 'pointer-events': 'none' });
    if (geo.notation === 'numeric') {
      for (const s of geo.squares) {
        const [x, y] = cellOrigin(geo, s.file, s.rank, flipped);
        labels.append(el('text', { x: x + 3, y: y + 12, 'font-size': 11,
          fill: geo.whole_board ? COLORS.label : COLORS.labelOnDark }, String(s.n)));
      }
    }
    for (let file = 0; file < geo.width; file++) {
      const [x, y] = cellOrigin(geo, file, flipped ? geo.height : 1, flipped);
      labels.append(el('text', { x: x + CELL - 9, y: y + CELL - 3, 'font-size': 10,
        fill: COLORS.label }, String.fromCharCode(97 + file)));
    }
    for (let rank = 1; rank <= geo.height; rank++) {
      const [x, y] = cellOrigin(geo, flipped ? geo.width - 1 : 0, rank, flipped);
      labels.append(el('text', { x: x + 2, y: y + CELL - 3, 'font-size': 10,
        fill: COLORS.label }, String(rank)));
    }
    svg.append(labels);

    // Highlights under the pieces: the last move, the selected piece.
    const marks = el('g', { 'pointer-events': 'none' });
    const shade = (n, fill) => {
      const s = bySquare.get(n);
      if (!s) return;
      const [x, y] = cellOrigin(geo, s.file, s.rank, flipped);
      marks.append(el('rect', { x, y, width: CELL, height: CELL, fill }));
    };
    if (view.lastMove) for (const n of view.lastMove) shade(n, COLORS.last);
    if (view.selected) shade(view.selected, COLORS.selected);
    svg.append(marks);

    // Pieces: men are discs with a ring, kings wear a crown.
    const pieces = el('g', { 'pointer-events': 'none' });
    for (const p of view.pieces) {
      if (!bySquare.has(p.square)) continue;
      const [cx, cy] = center(p.square);
      const white = p.color === 'white';
      const g = el('g', { 'data-piece': p.square, 'data-color': p.color, 'data-king': p.king });
      g.append(el('circle', { cx, cy: cy + 2, r: CELL * 0.4, fill: 'rgba(0,0,0,.3)' }));
      g.append(el('circle', { cx, cy, r: CELL * 0.4, fill: white ? '#fbf8f0' : '#262220',
        stroke: white ? '#6b6155' : '#000', 'stroke-width': 2 }));
      g.append(el('circle', { cx, cy, r: CELL * 0.27, fill: 'none',
        stroke: white ? '#c9bfae' : '#4a4440', 'stroke-width': 2 }));
      if (p.king) g.append(crown(cx, cy));
      if (view.movable && view.movable.includes(p.square)) {
        g.append(el('circle', { cx, cy, r: CELL * 0.44, fill: 'none', stroke: COLORS.movable,
          'stroke-width': 3, 'stroke-dasharray': '6 4' }));
      }
      pieces.append(g);
    }
    svg.append(pieces);

    // The engine's best move: an arrow along its path, over the pieces it passes.
    if (view.arrow && view.arrow.squares.length >= 2) {
      const head = el('marker', { id: 'kabe-arrowhead', viewBox: '0 0 10 10', refX: 7, refY: 5,
        markerWidth: 3, markerHeight: 3, orient: 'auto-start-reverse' });
      head.append(el('path', { d: 'M0,0L10,5L0,10Z', fill: COLORS.arrow }));
      const defs = el('defs', {});
      defs.append(head);
      svg.append(defs);
      const points = view.arrow.squares.map((n) => center(n).join(',')).join(' ');
      svg.append(el('polyline', { points, fill: 'none', stroke: COLORS.arrow, 'stroke-width': 9,
        'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'marker-end': 'url(#kabe-arrowhead)',
        'pointer-events': 'none', 'data-arrow': view.arrow.text }));
    }

    // The candidate moves: their paths, the pieces they capture, where they land next.
    const over = el('g', { 'pointer-events': 'none' });
    for (const path of view.paths || []) {
      if (path.length < 2) continue;
      const points = path.map((n) => center(n).join(',')).join(' ');
      over.append(el('polyline', { points, fill: 'none', stroke: COLORS.path, 'stroke-width': 5,
        'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.7 }));
    }
    for (const n of view.captured || []) {
      const [cx, cy] = center(n);
      const d = CELL * 0.22;
      over.append(el('path', { d: `M${cx - d},${cy - d}L${cx + d},${cy + d}M${cx + d},${cy - d}L${cx - d},${cy + d}`,
        stroke: COLORS.captured, 'stroke-width': 6, 'stroke-linecap': 'round', 'data-captured': n }));
    }
    for (const n of view.targets || []) {
      const [cx, cy] = center(n);
      over.append(el('circle', { cx, cy, r: CELL * 0.15, fill: COLORS.target, 'data-target': n }));
    }
    svg.append(over);

    // On top, one transparent target per square for clicks (data-sq: the square number;
    // empty on squares that do not play).
    const hits = el('g', {});
    for (let rank = 1; rank <= geo.height; rank++) {
      for (let file = 0; file < geo.width; file++) {
        const [x, y] = cellOrigin(geo, file, rank, flipped);
        const s = geo.squares.find((q) => q.file === file && q.rank === rank);
        const hit = el('rect', { x, y, width: CELL, height: CELL, fill: 'transparent',
          class: 'hit', 'data-sq': s ? s.n : '', 'data-name': String.fromCharCode(97 + file) + rank });
        // A press acts as a click; releasing on another square acts as a second click,
        // so a piece can be dragged to its square as well as clicked there.
        const name = String.fromCharCode(97 + file) + rank;
        hit.addEventListener('pointerdown', (e) => {
          e.preventDefault();
          this.pressed = name;
          this.onSquareClick(s ? s.n : null, name);
        });
        hit.addEventListener('pointerup', () => {
          if (this.pressed && this.pressed !== name) this.onSquareClick(s ? s.n : null, name);
          this.pressed = null;
        });
        hits.append(hit);
      }
    }
    svg.append(hits);

    this.container.replaceChildren(svg);
  }
}
