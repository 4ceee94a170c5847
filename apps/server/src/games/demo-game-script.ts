// The demo game page's script: reads the state, moves money and spins through the page's own
// endpoints (relative to the page URL, so the session token in the path authenticates them).
export const DEMO_GAME_SCRIPT = `
const base = location.pathname.replace(/\\/$/, '');
const glyph = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7️⃣' };
const $ = (id) => document.getElementById(id);
const say = (text) => { $('msg').textContent = text; };
async function call(path, body) {
  const response = await fetch(base + path, body === undefined ? {} : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(envelope.msg);
  return envelope.data;
}
async function refresh() {
  const state = await call('/state');
  $('balance').textContent = state.balance;
  $('game').textContent = state.game_balance;
}
async function run(action) {
  try { await action(); await refresh(); } catch (error) { say(error.message); }
}
$('in').onclick = () => run(async () => {
  await call('/transfer', { direction: 'in', amount: $('amount').value });
  say('Moved to the game');
});
$('out').onclick = () => run(async () => {
  await call('/transfer', { direction: 'out', amount: $('amount').value });
  say('Moved back to your wallet');
});
$('spin').onclick = () => run(async () => {
  const round = await call('/spin', { bet: $('bet').value });
  $('reels').textContent = round.reels.map((symbol) => glyph[symbol]).join(' ');
  say(Number(round.win) > 0 ? 'You win ' + round.win + ' USDT' : 'No win this time');
});
run(async () => {});
`;
