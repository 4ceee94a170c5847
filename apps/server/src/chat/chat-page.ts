// The chat page the chat token's url opens (an iframe or a new tab): polls the conversation and
// posts messages with the token from its own query string.
import { TEXT_MAX } from '@bet/domain/text';
import { html, raw } from 'hono/html';

const SCRIPT = `
const token = new URLSearchParams(location.search).get('token') ?? '';
const log = document.getElementById('log');
const headers = { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' };
let last = 0;
function show(m) {
  const p = document.createElement('p');
  p.className = m.sender;
  p.textContent = (m.sender === 'agent' ? 'Support: ' : 'You: ') + m.body;
  log.append(p);
  last = Math.max(last, m.id);
}
async function poll() {
  const res = await fetch('/chat/messages?after=' + last, { headers });
  if (res.ok) (await res.json()).data.forEach(show);
}
document.getElementById('send').addEventListener('submit', async (e) => {
  e.preventDefault();
  const input = document.getElementById('text');
  const body = input.value.trim();
  if (!body) return;
  input.value = '';
  await fetch('/chat/messages', { method: 'POST', headers, body: JSON.stringify({ body }) });
  await poll();
});
poll();
setInterval(poll, 2000);
`;

export function chatPage(nonce: string) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Support chat</title>
        <style nonce="${nonce}">
          ${raw('body{font-family:system-ui,sans-serif;margin:0;display:flex;flex-direction:column;height:100vh}#log{flex:1;overflow:auto;padding:1rem}.agent{color:#0a5}form{display:flex;padding:.5rem;gap:.5rem}input{flex:1;font-size:1rem}')}
        </style>
      </head>
      <body>
        <div id="log" aria-live="polite"></div>
        <form id="send">
          <input id="text" maxlength="${TEXT_MAX.message}" aria-label="Message" /><button
            type="submit"
          >
            Send
          </button>
        </form>
        <script nonce="${nonce}">
          ${raw(SCRIPT)};
        </script>
      </body>
    </html>`;
}
