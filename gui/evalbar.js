// The evaluation bar beside the board, as on lidraughts' analysis board: White's share
// of the bar grows with the engine's score from White's point of view (in men).

// Scores beyond this many men fill the bar: past a few men the game is decided, and a
// linear bar up to the win score would leave every ordinary position at the middle.
export const EVAL_CLAMP_MEN = 5;

// White's share of the bar, 0..1, for a score in men (a number); 0.5 when unknown.
export function whiteShare(score) {
  if (typeof score !== 'number' || Number.isNaN(score)) return 0.5;
  const clamped = Math.max(-EVAL_CLAMP_MEN, Math.min(EVAL_CLAMP_MEN, score));
  return 0.5 + clamped / (2 * EVAL_CLAMP_MEN);
}

export class EvalBar {
  constructor(container) {
    this.container = container;
    this.white = document.createElement('div');
    this.white.className = 'evalbar-white';
    this.label = document.createElement('span');
    this.label.className = 'evalbar-label';
    container.replaceChildren(this.white, this.label);
  }

  // score: { white: number (men), text: "0.12" } or null while the engine has none.
  // White's part starts at White's side of the board: the bottom unless flipped.
  render(score, flipped) {
    const share = whiteShare(score ? score.white : undefined);
    this.white.style.height = `${(share * 100).toFixed(1)}%`;
    this.white.style.top = flipped ? '0' : '';
    this.white.style.bottom = flipped ? '' : '0';
    this.label.textContent = score ? score.text : '–';
    this.label.style.top = flipped ? '' : '.2em';
    this.label.style.bottom = flipped ? '.2em' : '';
    this.container.dataset.score = score ? score.text : '';
    this.container.dataset.whiteShare = share.toFixed(3);
    this.container.title = score
      ? `${score.text} for White (men; the bar is full at ±${EVAL_CLAMP_MEN})`
      : 'no engine score yet: turn on Analysis or play Kabe';
  }
}
