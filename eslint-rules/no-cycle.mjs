import { existsSync } from 'node:fs';
import { parse } from '@typescript-eslint/typescript-estree';
import { visitorKeys } from '@typescript-eslint/visitor-keys';
import importPlugin from 'eslint-plugin-import';

/**
 * import/no-cycle (eslint-plugin-import, resolving through eslint-import-resolver-typescript), counting
 * `import type` edges too: a cycle of types is still two modules that need each other (DESIGN §2).
 * The rule and the dependency graph it builds skip type-only imports, so both are given ASTs in which
 * every import and re-export reads as a value one. Packages under node_modules stay out of the graph:
 * they cannot import the project back, and parsing them would take minutes.
 */
const noCycle = importPlugin.rules['no-cycle'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const MODULE_NODES = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

/** Marks an import or re-export (and its specifiers) as a value one, in place. */
function asValueEdge(node) {
  if (!MODULE_NODES.has(node.type)) return node;
  if ('importKind' in node) node.importKind = 'value';
  if ('exportKind' in node) node.exportKind = 'value';
  for (const specifier of node.specifiers ?? []) {
    if ('importKind' in specifier) specifier.importKind = 'value';
    if ('exportKind' in specifier) specifier.exportKind = 'value';
  }
  return node;
}

/**
 * The parser the graph is built with: typescript-estree without the scope analysis a linted file needs (the
 * graph reads only imports and exports), type edges turned into value edges.
 */
const valueImportsParser = {
  meta: { name: 'value-imports-parser' },
  parseForESLint(code, options) {
    const ast = parse(code, { filePath: options.filePath, jsx: !/\.[mc]?ts$/.test(options.filePath), loc: true, range: true, comment: true, tokens: true });
    ast.body.forEach(asValueEdge);
    return { ast, visitorKeys };
  },
};

/** A value-import copy of the linted file's own import; the rule only reads it and reports at its place. */
const valueCopy = (node) =>
  MODULE_NODES.has(node.type) ? asValueEdge({ ...node, specifiers: node.specifiers?.map((specifier) => ({ ...specifier })) }) : node;

/** @type {import('eslint').Rule.RuleModule} */
export const noCycleCountingTypes = {
  meta: { ...noCycle.meta, docs: { ...noCycle.meta.docs, description: 'Forbid import cycles, type-only imports included.' } },
  create(context) {
    // Text with no file behind it (--stdin, a new buffer) is in no cycle yet, and the graph cannot be built from it.
    if (!existsSync(context.physicalFilename)) return {};
    const graphContext = Object.create(context, {
      parserPath: { value: undefined },
      // Only the parser: the rule hashes these options at every step through the graph, and the same options
      // for every file (.ts, .tsx, .js) let all files share one parse of each module.
      languageOptions: { value: { parser: valueImportsParser } },
      settings: {
        value: { ...context.settings, 'import/parsers': {}, 'import/extensions': EXTENSIONS, 'import/ignore': ['node_modules'], 'import/docstyle': [] },
      },
    });
    const visitors = noCycle.create(graphContext);
    return Object.fromEntries(Object.entries(visitors).map(([selector, visit]) => [selector, (node) => visit(valueCopy(node))]));
  },
};
