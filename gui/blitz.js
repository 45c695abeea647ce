// The blitz rules on the web board (docs/gui.md, rules.md §3.3): the rules selector and
// the claim button. The server judges the claims (12a-d) from the game it is sent; the
// page keeps only the rule set and the length of the game at which the side to move
// claimed, so that taking a move back takes the claim back too.

const $ = (id) => document.getElementById(id);

export const blitz = {
  rules: 'standard',
  claimedAt: -1,  // the number of moves played when the draw was claimed; -1: none
};

// What every game request carries besides the game itself.
export function rulesParams(movesPlayed) {
  const params = { rules: blitz.rules };
  if (blitz.claimedAt === movesPlayed) params.claimed = '1';
  return params;
}

// A new variant: blitz only where it has such rules (the `blitz` of /api/variants).
export function chooseRulesFor(geo) {
  const select = $('rules');
  const blitzOption = select.querySelector('option[value="blitz"]');
  blitzOption.disabled = !geo.blitz;
  if (!geo.blitz) select.value = 'standard';
  blitz.rules = select.value;
  blitz.claimedAt = -1;
}

// `onChange` replays the game (the page's refresh); `movesPlayed` its current length.
export function wireBlitz(onChange, movesPlayed) {
  $('rules').addEventListener('change', (e) => {
    blitz.rules = e.target.value;
    blitz.claimedAt = -1;
    onChange();
  });
  $('claim').addEventListener('click', () => {
    blitz.claimedAt = movesPlayed();
    onChange();
  });
}

// Kabe claimed instead of moving (/api/engine's `claimed`).
export function engineClaimed(movesPlayed) { blitz.claimedAt = movesPlayed; }

// The claim button: shown while the side to move may claim and a person plays it.
export function renderBlitz(game, personToMove) {
  const button = $('claim');
  const claim = game.claim;
  button.hidden = !(claim && personToMove);
  if (claim) button.title = `Claim the draw: ${claim.reason}`;
  button.textContent = claim ? `Claim draw (${claim.clause})` : 'Claim draw';
}
