// Plain CommonJS on purpose: `nx g @cx/tools:feature-library` loads this file with Node's own
// require, so it must not need a TypeScript transpiler. Types are checked through JSDoc (checkJs).
'use strict';

const path = require('node:path');
const { generateFiles, names, offsetFromRoot, readJson, updateJson, writeJson } = require('@nx/devkit');

/** @typedef {import('@nx/devkit').Tree} Tree */
/** @typedef {'feature' | 'data-access' | 'ui'} LibraryType */
/**
 * @typedef {object} FeatureLibrarySchema
 * @property {string} name capability in kebab-case; the folder libs/<name>/
 * @property {LibraryType} [type] defaults to feature
 * @property {string} [scope] the scope tag; defaults to the name
 */

/** @type {readonly LibraryType[]} */
const LIBRARY_TYPES = ['feature', 'data-access', 'ui'];
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Story titles are `<Scope>/<Type>/<Name>` (ARCHITECTURE §10). */
/** @type {Record<LibraryType, string>} */
const TYPE_TITLES = { feature: 'Feature', 'data-access': 'DataAccess', ui: 'UI' };

/**
 * @param {FeatureLibrarySchema} options
 */
function normalizeOptions(options) {
  const name = String(options.name ?? '').trim();
  if (!KEBAB_CASE.test(name)) {
    throw new Error(`The name must be kebab-case (e.g. "certificates"), got "${name}".`);
  }
  const type = options.type ?? 'feature';
  if (!LIBRARY_TYPES.includes(type)) {
    throw new Error(`--type must be one of ${LIBRARY_TYPES.join(', ')}, got "${type}".`);
  }
  const scope = options.scope ?? name;
  if (!KEBAB_CASE.test(scope)) {
    throw new Error(`--scope must be kebab-case, got "${scope}".`);
  }
  const projectRoot = `libs/${name}/${type}`;
  const projectName = `${name}-${type}`;
  const n = names(name);
  return {
    name,
    type,
    scope,
    projectRoot,
    projectName,
    importPath: `@cx/${projectName}`,
    offset: offsetFromRoot(projectRoot),
    className: n.className,
    propertyName: n.propertyName,
    fileName: n.fileName,
    scopeTitle: names(scope).className,
    typeTitle: TYPE_TITLES[type],
    // Data access is pure logic; screens and presentational pieces render into a DOM.
    environment: type === 'data-access' ? 'node' : 'jsdom',
  };
}

/**
 * Creates libs/<name>/<type> exactly as docs/contributing.md describes and registers the
 * `@cx/<name>-<type>` alias, so a new capability starts with the tags lint enforces.
 *
 * @param {Tree} tree
 * @param {FeatureLibrarySchema} schema
 */
async function featureLibraryGenerator(tree, schema) {
  const options = normalizeOptions(schema);
  const { projectRoot, projectName, importPath, offset } = options;

  if (tree.exists(projectRoot)) {
    throw new Error(`${projectRoot} already exists; pick another name or type.`);
  }
  const aliasTarget = `${projectRoot}/src/index.ts`;
  const existing = readJson(tree, 'tsconfig.base.json').compilerOptions?.paths?.[importPath];
  // Aliases of planned libraries may be registered ahead of time; only a different target
  // is a conflict.
  if (existing && !(existing.length === 1 && existing[0] === aliasTarget)) {
    throw new Error(`${importPath} is already mapped to ${existing.join(', ')} in tsconfig.base.json.`);
  }

  writeJson(tree, `${projectRoot}/project.json`, {
    name: projectName,
    $schema: `${offset}node_modules/nx/schemas/project-schema.json`,
    sourceRoot: `${projectRoot}/src`,
    projectType: 'library',
    tags: [`type:${options.type}`, `scope:${options.scope}`],
  });
  writeJson(tree, `${projectRoot}/tsconfig.json`, {
    extends: `${offset}tsconfig.base.json`,
    include: ['src/**/*.ts', 'src/**/*.tsx', 'vite.config.ts'],
  });

  const substitutions = { ...options, tmpl: '' };
  generateFiles(tree, path.join(__dirname, 'files', 'common'), projectRoot, substitutions);
  generateFiles(tree, path.join(__dirname, 'files', options.type), projectRoot, substitutions);

  updateJson(tree, 'tsconfig.base.json', (json) => {
    json.compilerOptions ??= {};
    json.compilerOptions.paths ??= {};
    json.compilerOptions.paths[importPath] = [aliasTarget];
    return json;
  });
}

module.exports = { featureLibraryGenerator, normalizeOptions, LIBRARY_TYPES };
module.exports.default = featureLibraryGenerator;
