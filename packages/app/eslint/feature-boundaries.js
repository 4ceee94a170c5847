// @ts-check
// The lint boundary of design.md: "features in app do not import each other's internals". A
// module outside src/features/<name>/ may import that feature only through its public entry
// (src/features/<name>/index.ts), or, lazily with import(), one of its route modules
// (src/features/<name>/routes/*), which exist to be code-split by the route table.
import path from 'node:path';

const FEATURE = /(?:^|\/)src\/features\/([^/]+)(?:\/(.*))?$/;

/** @param {string} file */
function featureOf(file) {
  const match = FEATURE.exec(file.split(path.sep).join('/'));
  return match === null ? undefined : { name: match[1] ?? '', rest: match[2] ?? '' };
}

/**
 * @param {string} importer absolute path of the importing file
 * @param {string} source the import specifier
 * @param {boolean} dynamic import() rather than a static import
 * @returns {string | undefined} the violation, if any
 */
export function boundaryViolation(importer, source, dynamic) {
  if (!source.startsWith('.')) return undefined;
  const target = featureOf(path.resolve(path.dirname(importer), source));
  if (target === undefined) return undefined;
  const own = featureOf(importer);
  if (own !== undefined && own.name === target.name) return undefined;
  const rest = target.rest.replace(/\.(tsx?|jsx?)$/, '');
  if (rest === '' || rest === 'index') return undefined;
  if (rest.startsWith('routes/')) {
    return dynamic
      ? undefined
      : `route modules of "${target.name}" are loaded lazily: use import()`;
  }
  return `"${target.name}/${rest}" is internal to the ${target.name} feature: import from its index`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Features do not import each other's internals (design.md)." },
    schema: [],
  },
  create(context) {
    /** @param {import('eslint').Rule.Node} node @param {unknown} value @param {boolean} dynamic */
    const check = (node, value, dynamic) => {
      if (typeof value !== 'string') return;
      const message = boundaryViolation(context.filename, value, dynamic);
      if (message !== undefined) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => check(node, node.source?.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined, true),
    };
  },
};
