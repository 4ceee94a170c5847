import {
  fullPath,
  pathParamNames,
  type EndpointDescriptor,
  type HttpMethod,
} from './contract/endpoint';
import { ENDPOINT_LIST, type AnyEndpoint } from './contract/endpoints';

/** The route table: every call of the contract (the server registers these). */
export const ROUTES: readonly AnyEndpoint[] = ENDPOINT_LIST;

/** README markers between which `pnpm routes:readme` writes the table. */
export const ROUTES_BEGIN = '<!-- routes:begin -->';
export const ROUTES_END = '<!-- routes:end -->';

function notes(endpoint: EndpointDescriptor): string {
  const list: string[] = [];
  if (endpoint.platformHeader) list.push('platform: 1');
  if (endpoint.idempotent) list.push('Idempotency-Key');
  if (endpoint.nullOnBusinessError) list.push('null data on business error');
  if (endpoint.documented === false) list.push('path chosen here');
  return list.join(', ');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** Pads like Prettier does, so that formatting the README leaves the table unchanged. */
function alignedTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) =>
    Math.max(3, title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Markdown table of the routes: call id, method, full path, auth, purpose and notes. */
export function renderRouteTable(routes: readonly EndpointDescriptor[] = ROUTES): string {
  const rows = routes.map((r) =>
    [`\`${r.id}\``, r.method, `\`${fullPath(r)}\``, r.auth, r.purpose, notes(r)].map(escapeCell),
  );
  return alignedTable(['Call', 'Method', 'Path', 'Auth', 'Purpose', 'Notes'], rows);
}

/** Replaces the text between the markers with the generated table. */
export function replaceRouteSection(readme: string, table: string = renderRouteTable()): string {
  const begin = readme.indexOf(ROUTES_BEGIN);
  const end = readme.indexOf(ROUTES_END);
  if (begin < 0 || end < begin)
    throw new Error(`README has no ${ROUTES_BEGIN} ... ${ROUTES_END} section`);
  return `${readme.slice(0, begin + ROUTES_BEGIN.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

/** The table currently in a README, or null when the markers are missing. */
export function readRouteSection(readme: string): string | null {
  const begin = readme.indexOf(ROUTES_BEGIN);
  const end = readme.indexOf(ROUTES_END);
  if (begin < 0 || end < begin) return null;
  return readme.slice(begin + ROUTES_BEGIN.length, end).trim();
}

export interface RouteMatch {
  readonly endpoint: AnyEndpoint;
  /** Path parameters as their schema parsed them. */
  readonly params: Readonly<Record<string, unknown>>;
}

function matchOne(endpoint: AnyEndpoint, segments: readonly string[]): RouteMatch | null {
  const pattern = fullPath(endpoint).split('/');
  if (pattern.length !== segments.length) return null;
  const raw: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? '';
    const name = pathParamNames(part)[0];
    if (name === undefined) {
      if (part !== segment) return null;
    } else {
      raw[name] = safeDecode(segment);
    }
  }
  if (!('params' in endpoint)) return { endpoint, params: {} };
  const parsed = endpoint.params.safeParse(raw);
  return parsed.success ? { endpoint, params: parsed.data } : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const staticCount = (endpoint: AnyEndpoint) =>
  fullPath(endpoint).split('/').length - pathParamNames(endpoint.path).length;

/**
 * The route a request is for. Path parameters must pass their schema (a mark-six key is not a
 * sport), and a static segment wins over a parameter (`/api/v1/pg/mybet` over `/api/v1/pg/{id}`).
 */
export function matchRoute(method: HttpMethod, pathname: string): RouteMatch | null {
  const segments = pathname.split('/');
  let best: RouteMatch | null = null;
  for (const endpoint of ROUTES) {
    if (endpoint.method !== method) continue;
    const match = matchOne(endpoint, segments);
    if (match !== null && (best === null || staticCount(endpoint) > staticCount(best.endpoint)))
      best = match;
  }
  return best;
}
