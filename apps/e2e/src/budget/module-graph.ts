// The JavaScript a brand's home page loads before its first render: the module entry of
// index.html, its modulepreload links, and everything those import statically. Dynamic import()
// chunks (routes, modals, the API contract) are left out: they load after the first render.

/** Script and modulepreload URLs of index.html that point into the build (`/assets/x.js`). */
export function htmlEntries(html: string): string[] {
  const entries = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)) {
    const src = /\bsrc="([^"]+\.js)"/.exec(tag[0])?.[1];
    if (src !== undefined) entries.add(src.replace(/^\//, ''));
  }
  for (const tag of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+\.js)"/.exec(tag[0])?.[1];
    if (href !== undefined) entries.add(href.replace(/^\//, ''));
  }
  return [...entries];
}

/** Relative specifiers of the static imports and re-exports of a (minified) ES module. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  // `import x from"./a.js"`, `import"./a.js"`, `export{x}from"./a.js"`; never `import("./a.js")`.
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (match[1] !== undefined) found.add(match[1]);
  }
  return [...found];
}

function resolve(from: string, specifier: string): string {
  const base = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') base.pop();
    else if (part !== '.') base.push(part);
  }
  return base.join('/');
}

/** Every file of the first-render graph, as paths relative to the build folder. */
export function firstRenderFiles(html: string, read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const queue = htmlEntries(html);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(read(file))) queue.push(resolve(file, specifier));
  }
  return [...seen].sort();
}
