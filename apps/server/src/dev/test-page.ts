// GET /dev/test-page?page=bets|wallet|my-bets&token=...: the external test page that the app's
// three test routes embed with the member's token (spec section 2, "Three test routes embed an
// external test page for bets, wallet and my bets with a token"). It reads the contract with that
// token and shows what the server holds: open matches, the wallet and its movements, or the
// member's bets. A QA tool, served where the dev mailbox is.
import { isTestPageName, TEST_PAGE_PATH, type TestPageName } from '@bet/api/contract/test-page';
import { html, raw } from 'hono/html';
import type { App } from '../http/app.ts';
import type { Services } from '../http/services.ts';

/** What each page reads: a heading and a contract path per section. */
export const TEST_PAGES = {
  bets: [['Open soccer matches', '/sports/api/v1/soccer?start=0&limit=10&timestamp={now}']],
  wallet: [
    ['Account', '/api/v1/member/account'],
    ['Deposits', '/api/v1/recharge?start=0&limit=10'],
    ['Withdrawals', '/api/v1/withdraw?start=0&limit=10'],
  ],
  'my-bets': [
    ['Soccer bets', '/sports/api/v1/soccer/mybet?start=0&limit=20&status=-1'],
    ['Basketball bets', '/sports/api/v1/basketball/mybet?start=0&limit=20&status=-1'],
  ],
} as const satisfies Record<TestPageName, readonly (readonly [string, string])[]>;

// Rows of objects become a table, an object a list of fields; everything is text (no HTML).
const SCRIPT = `
const params = new URLSearchParams(location.search);
const token = params.get('token') ?? '';
const sections = JSON.parse(document.getElementById('sections').textContent);
const main = document.querySelector('main');
function cell(value) {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');
}
function table(rows) {
  const t = document.createElement('table');
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].slice(0, 8);
  const head = t.createTHead().insertRow();
  keys.forEach((key) => { const th = document.createElement('th'); th.scope = 'col'; th.textContent = key; head.append(th); });
  const body = t.createTBody();
  rows.forEach((row) => { const tr = body.insertRow(); keys.forEach((key) => { tr.insertCell().textContent = cell(row[key]); }); });
  return t;
}
function fields(data) {
  const dl = document.createElement('dl');
  Object.entries(data).forEach(([key, value]) => {
    const dt = document.createElement('dt'); dt.textContent = key;
    const dd = document.createElement('dd'); dd.textContent = cell(value);
    dl.append(dt, dd);
  });
  return dl;
}
async function show([title, path]) {
  const section = document.createElement('section');
  const h2 = document.createElement('h2'); h2.textContent = title;
  const status = document.createElement('p'); status.textContent = 'Loading...';
  section.append(h2, status);
  main.append(section);
  try {
    const url = path.replace('{now}', String(Math.floor(Date.now() / 1000)));
    const res = await fetch(url, { headers: { Authorization: 'Bearer ' + token } });
    const body = await res.json();
    if (!res.ok || body.code !== 0) { status.textContent = 'Error ' + res.status + ': ' + (body.msg ?? ''); return; }
    const data = body.data;
    const rows = Array.isArray(data) ? data : Array.isArray(data?.list) ? data.list : null;
    if (rows === null) { status.replaceWith(fields(data)); return; }
    status.replaceWith(rows.length === 0 ? Object.assign(document.createElement('p'), { textContent: 'Nothing yet.' }) : table(rows));
  } catch (error) {
    status.textContent = 'Could not load: ' + error;
  }
}
if (token === '') main.append(Object.assign(document.createElement('p'), { textContent: 'No token: open this page from the app.' }));
else sections.forEach(show);
`;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#111;background:#fff}' +
  'table{border-collapse:collapse;width:100%;font-size:.85rem;margin-bottom:1rem}' +
  'th,td{border:1px solid #ccc;padding:.25rem .4rem;text-align:left}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}';

export function testPage(page: TestPageName) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Test page: ${page}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <h1>Test page: ${page}</h1>
        </main>
        <script type="application/json" id="sections">
          ${raw(JSON.stringify(TEST_PAGES[page]))}
        </script>
        <script>
          ${raw(SCRIPT)};
        </script>
      </body>
    </html>`;
}

export function devTestPageRoute(services: Services) {
  return (app: App): void => {
    if (!services.config.devMailbox) return;
    app.get(TEST_PAGE_PATH, (c) => {
      const page = c.req.query('page');
      if (!isTestPageName(page)) {
        return c.text('Unknown test page: use page=bets, wallet or my-bets', 400);
      }
      return c.html(testPage(page));
    });
  };
}
