// A fake backend for app tests: answers the contract's paths with envelopes, records requests.
// Unknown paths answer 404, like the server, so a test that forgets a route fails visibly.

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

/** Data (sent in the success envelope), a Response, or a function of the request giving either. */
export type Answer = unknown | ((request: RecordedRequest) => Response | unknown);

export interface FakeApi {
  readonly fetch: typeof globalThis.fetch;
  readonly requests: RecordedRequest[];
  /** Replaces (or adds) the answer of `METHOD /path`. */
  answer(route: string, answer: Answer): void;
}

export function envelope(data: unknown, code = 0, msg = 'success'): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** An answer that never comes: the loading state stays on screen (stories of loading states). */
export function never(): Promise<never> {
  return new Promise<never>(() => undefined);
}

export function httpError(status: number, msg: string): Response {
  return new Response(JSON.stringify({ code: status, msg, data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Visitor-visible data of a typical site: every game visible, some content. */
export const DEFAULT_ANSWERS: Record<string, Answer> = {
  'GET /api/v1/games/availability': [10, 11, 12, 13, 14, 15, 18, 22, 27, 28, 29].map((id) => ({
    game_id: id,
    status: 1,
  })),
  'GET /api/v1/slideshow': [{ pic: '/static/s1.jpg', name: 'Sports week', url: '/sport/soccer' }],
  'GET /api/v1/banner/list': [
    { id: 1, url: '/download', kind: 0, src: '/static/d.png', alt: 'Download the app' },
    { id: 2, url: '/promotions/20', kind: 1, src: '/static/p1.png', alt: 'Welcome bonus' },
    { id: 3, url: '/promotions/21', kind: 1, src: '/static/p2.png', alt: 'Daily check-in' },
    { id: 4, url: '/promotions/22', kind: 1, src: '/static/p3.png', alt: 'Third tile' },
  ],
  // A member without safer-play settings (issue 14): the shell's gate reads them after sign-in.
  'GET /api/v1/member/safety': {
    currency: 'USDT',
    limits: ['day', 'week', 'month'].map((period) => ({
      period,
      amount: null,
      pending: null,
      used: '0',
      remaining: null,
    })),
    time_out_until: null,
    excluded_until: null,
    reality_check_minutes: null,
  },
  'GET /api/v1/announcement/list': [{ id: 1, content: 'Maintenance on Sunday' }],
  'GET /api/v1/config/footer': { footer: { en: 'Server footer text', pt: 'Texto do rodapé' } },
  'GET /api/v1/copyright': { text: '© 2024', year: 2024 },
  'GET /api/v1/ad': [
    {
      id: 20,
      title: 'Welcome bonus',
      pic: '/static/p1.png',
      content: '<p>Deposit <b>100</b></p>',
      url: null,
      start_at: null,
      end_at: null,
    },
  ],
  'GET /api/v1/customer_service': [
    { id: 1, name: 'Live chat', kind: 'chat', url: '/chat', icon: '' },
    { id: 2, name: 'Telegram', kind: 'telegram', url: 'https://t.me/support', icon: '' },
  ],
  'GET /api/v1/member/balance': { score: '1000.5', currency: 'USDT', nickname: 'player01' },
  'GET /api/v1/config/currency': [
    {
      id: 1,
      exchange: '1',
      status: 1,
      currency: 'USDT',
      flag: '',
      lotter_bet_min: '1',
      sport_bet_min: '0.01',
      img: '',
      sort: 1,
    },
    {
      id: 2,
      exchange: '5.2',
      status: 1,
      currency: 'BRL',
      flag: '',
      lotter_bet_min: '1',
      sport_bet_min: '0.01',
      img: '',
      sort: 2,
    },
  ],
  'GET /api/v1/member/invite_code': (req: RecordedRequest) => ({
    type: Number(req.search.get('type') ?? 1),
    code: req.search.get('type') === '2' ? 'AGENT42' : 'INVITE7',
  }),
  'POST /otherChat/otherChatToken/getNonLoginToken': {
    token: 'guest-chat',
    chat_id: 'guest-1',
    url: 'http://127.0.0.1:9/chat-widget?token=guest-chat',
  },
  'POST /otherChat/otherChatToken/getChatToken': {
    token: 'member-chat',
    chat_id: 'member-1',
    url: 'http://127.0.0.1:9/chat-widget?token=member-chat',
  },
};

export function createFakeApi(answers: Record<string, Answer> = {}): FakeApi {
  const table = new Map<string, Answer>(Object.entries({ ...DEFAULT_ANSWERS, ...answers }));
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    };
    requests.push(recorded);
    const answer = table.get(`${request.method} ${url.pathname}`);
    if (answer === undefined)
      return httpError(404, `no fake for ${request.method} ${url.pathname}`);
    // Awaited, so an answer may also arrive late, or never (see never()).
    const value: unknown = await (typeof answer === 'function'
      ? (answer as (r: RecordedRequest) => unknown)(recorded)
      : answer);
    return value instanceof Response ? value : envelope(value);
  };
  return { fetch, requests, answer: (route, value) => table.set(route, value) };
}
