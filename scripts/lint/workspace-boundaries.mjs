// ESLint rule: the project's import boundaries. Every workspace (packages/*, islands/*, shared/*) is used by
// others only through its package name and public entry points: no relative import into another workspace,
// no `@storefront/<pkg>/src/…` import, and an island never imports another island (islands coordinate through
// the page store and DOM events). Root folders that are not workspaces (stories/, e2e/, scripts/) may be
// imported relatively by tests and stories.
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The workspace folder a file is in ('islands/checkout'), or null outside any. */
function workspaceOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  return ['packages', 'islands', 'shared'].includes(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
}

/** The rule. */
export const workspaceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'imports cross workspaces only through package entry points; islands never import islands' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = workspaceOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = workspaceOf(path.resolve(path.dirname(file), source));
        if (target && target !== own) {
          context.report({ node, message: `'${source}' reaches into ${target}: import its package entry instead.` });
        }
        return;
      }
      if (/^@storefront\/[^/]+\/src(\/|$)/.test(source)) {
        context.report({ node, message: `'${source}' imports another package's src/: use its public entry points.` });
      }
      const island = /^@storefront\/island-([\w-]+)/.exec(source)?.[1];
      if (island && own?.startsWith('islands/') && own !== `islands/${island}`) {
        context.report({
          node,
          message: `An island never imports another island ('${source}'): use the page store or events.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
