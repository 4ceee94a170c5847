import { ENDPOINT_LIST } from '../src/contract/endpoints';
import type * as z from 'zod';

type Any = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };
function walk(s: Any, path: string, out: string[]) {
  const def = s._zod.def;
  switch (def.type) {
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, Any>)) walk(v, `${path}.${k}`, out);
      return;
    case 'optional': case 'nullable': case 'default': case 'readonly': case 'nonoptional': case 'catch': case 'prefault':
      return walk(def.innerType as Any, path, out);
    case 'pipe':
      walk(def.in as Any, path, out); return;
    case 'union':
      (def.options as Any[]).forEach((o, i) => walk(o, `${path}|${i}`, out)); return;
    case 'array':
      return walk(def.element as Any, `${path}[]`, out);
    case 'intersection':
      walk(def.left as Any, path, out); walk(def.right as Any, path, out); return;
    case 'record':
      walk(def.valueType as Any, `${path}{}`, out); return;
    case 'tuple':
      (def.items as Any[]).forEach((o, i) => walk(o, `${path}[${i}]`, out)); return;
    default:
      out.push(`${path}:${def.type}`);
  }
}
for (const e of ENDPOINT_LIST) {
  for (const part of ['body', 'query', 'params', 'headers'] as const) {
    const s = (e as Record<string, unknown>)[part] as Any | undefined;
    if (!s) continue;
    const out: string[] = [];
    walk(s, part, out);
    const strs = out.filter((x) => x.endsWith(':string') || x.includes('template'));
    if (strs.length) console.log(e.id, strs.join('  '));
  }
}
