// Plain CommonJS on purpose, like the feature-library generator: `nx g @cx/tools:brand` loads this
// file with Node's own require. Types are checked through JSDoc (checkJs).
'use strict';

const path = require('node:path');
const { generateFiles, names, readJson, updateJson, writeJson } = require('@nx/devkit');

/** @typedef {import('@nx/devkit').Tree} Tree */
/** @typedef {'glo' | 'ogo'} Catalogue */
/**
 * @typedef {object} BrandSchema
 * @property {string} name the brand id (lowercase letters and digits)
 * @property {string} [displayName] defaults to the id
 * @property {Catalogue} [catalogue] the backend catalogue (productKey); defaults to glo
 * @property {Catalogue} [sister] the brand switch's target; defaults to the catalogue's brand
 * @property {number} [port] defaults to the next port after the registered brands'
 * @property {string} [origin] defaults to http://localhost:<port>
 * @property {string} [primaryColor]
 * @property {string} [accentColor]
 * @property {string} [fullSiteUrl]
 */
/** @typedef {{ id: string, displayName: string, port: number }} RegisteredBrand */

/** The registry every script and config reads the brand apps from. */
const REGISTRY = 'libs/brand/brands.json';
/**
 * The shared files that must name every brand in code (their lists are types or imports, which a
 * JSON registry cannot give): the generator adds the new brand to each, and to nothing else.
 */
const BRAND_LISTS = {
  contractIds: 'libs/brand/contract/src/brand-ids.ts',
  storageBrands: 'libs/shared/util-storage/src/storage-keys.ts',
  storybook: 'apps/storybook/.storybook/brands.ts',
};
/** The catalogues the reference backend serves (its `product` values). */
/** @type {readonly Catalogue[]} */
const CATALOGUES = ['glo', 'ogo'];
/** An id usable as a folder, a tag, an env variable prefix (VEL_PORT) and an identifier prefix. */
const BRAND_ID = /^[a-z][a-z0-9]{1,11}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
/** Folders under apps/ and libs/brand/ that are not brands. */
const RESERVED = ['api', 'storybook', 'contract', 'brands'];

/** @param {Tree} tree @returns {RegisteredBrand[]} */
function registeredBrands(tree) {
  if (!tree.exists(REGISTRY)) throw new Error(`${REGISTRY} is missing: it lists the brand apps.`);
  return readJson(tree, REGISTRY).brands;
}

/** A colour 15 % of the way to black (the primary's hover state). @param {string} hex */
function darker(hex) {
  const channel = (/** @type {number} */ index) => Math.round(parseInt(hex.slice(index, index + 2), 16) * 0.85);
  return `#${[1, 3, 5].map((index) => channel(index).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * @param {Tree} tree
 * @param {BrandSchema} options
 */
function normalizeOptions(tree, options) {
  const name = String(options.name ?? '').trim();
  if (!BRAND_ID.test(name) || RESERVED.includes(name)) {
    throw new Error(`The brand id must be 2–12 lowercase letters and digits, starting with a letter (e.g. "vel"), got "${name}".`);
  }
  const brands = registeredBrands(tree);
  if (brands.some((brand) => brand.id === name)) throw new Error(`The brand "${name}" is already registered in ${REGISTRY}.`);
  for (const folder of [`apps/${name}`, `apps/${name}-e2e`, `libs/brand/${name}`]) {
    if (tree.exists(folder)) throw new Error(`${folder} already exists; pick another brand id.`);
  }

  const catalogue = options.catalogue ?? 'glo';
  if (!CATALOGUES.includes(catalogue)) {
    throw new Error(`--catalogue must be one of ${CATALOGUES.join(', ')} (the backend's catalogues), got "${catalogue}".`);
  }
  // The brand switch hands the customer over to the sister's own catalogue (the contract allows
  // only those brands as sisters).
  const sister = options.sister ?? catalogue;
  const sisterBrand = brands.find((brand) => brand.id === sister);
  if (!CATALOGUES.includes(/** @type {Catalogue} */ (sister)) || !sisterBrand) {
    throw new Error(`--sister must be one of ${CATALOGUES.join(', ')} (a brand with its own catalogue), got "${sister}".`);
  }

  const port = options.port ?? Math.max(...brands.map((brand) => brand.port)) + 1;
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`--port must be a port number, got ${port}.`);
  const taken = brands.find((brand) => brand.port === port);
  if (taken) throw new Error(`Port ${port} is ${taken.id}'s.`);

  const origin = options.origin ?? `http://localhost:${port}`;
  if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
    throw new Error(`--origin must be an origin (scheme, host, port; no path or trailing slash), got "${origin}".`);
  }
  const fullSiteUrl = options.fullSiteUrl ?? `https://www.${name}.example`;
  if (!URL.canParse(fullSiteUrl)) throw new Error(`--fullSiteUrl must be a URL, got "${fullSiteUrl}".`);

  const primaryColor = (options.primaryColor ?? '#0f5132').toLowerCase();
  const accentColor = (options.accentColor ?? '#f5b700').toLowerCase();
  /** @type {[string, string][]} */
  const colours = [['primaryColor', primaryColor], ['accentColor', accentColor]];
  for (const [flag, value] of colours) {
    if (!HEX.test(value)) throw new Error(`--${flag} must be a #rrggbb colour, got "${value}".`);
  }

  const displayName = (options.displayName ?? name).trim();
  if (displayName.length === 0 || displayName.length > 12) {
    throw new Error(`--displayName must be 1–12 characters (the manifest's short name), got "${displayName}".`);
  }
  const n = names(name);
  return {
    name,
    displayName,
    catalogue,
    sister,
    sisterDisplayName: sisterBrand.displayName,
    sisterOrigin: `http://localhost:${sisterBrand.port}`,
    sisterEnvName: sister.toUpperCase(),
    port,
    origin,
    fullSiteUrl,
    primaryColor,
    primaryHover: darker(primaryColor),
    accentColor,
    envName: name.toUpperCase(),
    className: n.className,
    configName: `${n.propertyName}Config`,
    configInputName: `${n.propertyName}ConfigInput`,
    appRoot: `apps/${name}`,
    libRoot: `libs/brand/${name}`,
    e2eRoot: `apps/${name}-e2e`,
    importPath: `@cx/brand-${name}`,
    // The icon's wordmark shrinks with longer names so it stays inside the ring.
    faviconFontSize: Math.min(132, Math.floor(560 / Math.max(displayName.length, 3))),
    faviconTextY: 256 + Math.round(Math.min(132, Math.floor(560 / Math.max(displayName.length, 3))) * 0.34),
  };
}

/**
 * The brand's static data: its own identity, and what the backend serves for its catalogue
 * (shop lists, menu, hidden routes, features) copied from the catalogue's brand.
 *
 * @param {Tree} tree
 * @param {ReturnType<typeof normalizeOptions>} options
 */
function brandData(tree, options) {
  const source = readJson(tree, `libs/brand/${options.catalogue}/src/${options.catalogue}.brand.json`);
  return {
    id: options.name,
    productKey: options.catalogue,
    displayName: options.displayName,
    shortName: options.displayName,
    description: `${options.displayName}: каталог, замовлення, XP та бонуси для повнолітніх клієнтів`,
    sister: { id: options.sister, displayName: options.sisterDisplayName },
    fullSiteUrl: options.fullSiteUrl,
    menu: source.menu,
    shopLists: source.shopLists,
    freeDeliveryThreshold: source.freeDeliveryThreshold,
    // The backend credits the catalogue's earn rule, so the brand states that one.
    loyalty: source.loyalty,
    hiddenRoutes: source.hiddenRoutes,
    // The switch to the sister app starts off: it hands the customer over between two brands'
    // customer records, which a brand sharing the sister's catalogue does not have.
    features: { ...source.features, brandSwitch: false },
    social: [],
    manifest: { themeColor: options.primaryColor, backgroundColor: '#ffffff' },
    copy: {
      homeTitle: `Вітаємо у ${options.displayName}`,
      homeLead: 'Скануй пачки, збирай XP та обмінюй їх на товари.',
    },
    // A placeholder mark (a rounded frame and an accent dot), not a wordmark: the brand team puts
    // its wordmark's path data here (README.md of the library).
    logo: {
      label: options.displayName,
      viewBox: '0 0 40 34',
      linecap: 'round',
      shapes: [
        { d: 'M8 5h18a5 5 0 0 1 5 5v14a5 5 0 0 1-5 5h-18a5 5 0 0 1-5-5v-14a5 5 0 0 1 5-5z', tone: 'text', stroke: 3.5 },
        { d: 'M33 26a3 3 0 1 0 6 0a3 3 0 1 0-6 0', tone: 'accent' },
      ],
    },
    tone: { address: 'ти' },
    support: {
      phone: '+380800000000',
      phoneLabel: '0 800 00 00 00',
      // No e-mail until the brand team has a real one: the support screen leaves the line out.
      hours: 'щодня з 9:00 до 21:00, дзвінки безкоштовні',
    },
    // The catalogue's devices: its serials carry the catalogue brand's letter, so its example does.
    devices: { ...source.devices, nameExample: 'Мій пристрій' },
  };
}

/** The shape of a primary button as the generated palette.css sets it (its button tokens). */
const GENERATED_BUTTON = { textTransform: 'none', radius: '8px' };

/**
 * The brand's e2e expectations (apps/<name>-e2e/expected.json, read by tools/e2e/expected.ts):
 * what the backend serves for the catalogue (shop, routes, content, XP) as the catalogue brand's
 * own expectations say, with this brand's identity as brandData gives it, and its sister and
 * switch as configured. Derived from the catalogue brand's expectations, not from its config, so
 * the e2e still checks the generated config.
 *
 * @param {Tree} tree
 * @param {ReturnType<typeof normalizeOptions>} options
 * @param {ReturnType<typeof brandData>} data
 */
function e2eExpectations(tree, options, data) {
  /** @param {string} brand */
  const expectationsOf = (brand) => {
    const file = `apps/${brand}-e2e/expected.json`;
    if (!tree.exists(file)) throw new Error(`${file} is missing: the new brand's e2e expectations start from it.`);
    return readJson(tree, file);
  };
  const catalogue = expectationsOf(options.catalogue);
  const sister = expectationsOf(options.sister);
  const source = readJson(tree, `libs/brand/${options.catalogue}/src/${options.catalogue}.brand.json`);
  // The menu's rules item names the program: the catalogue brand's, then this brand's.
  const rulesBefore = `Правила ${source.programName ?? source.displayName}`;
  const rulesNow = `Правила ${data.displayName}`;
  /** @param {string} label */
  const relabel = (label) => (label === rulesBefore ? rulesNow : label);
  const phoneHref = `tel:${data.support.phone}`;
  // /landing is o'go's: an app whose sister is o'go sends its visitors there, any other app shows
  // the landing the backend seeds for its catalogue (to-ogo-landing in libs/shared/routing).
  const programName = catalogue.content.agreementName;
  const landing =
    options.sister === 'ogo'
      ? { own: false, redirectsTo: 'ogo' }
      : catalogue.routes.landing.own
        ? catalogue.routes.landing
        : { own: true, title: programName, text: `Ласкаво просимо до ${programName}` };
  return {
    $comment: `What the shared e2e specs (tools/e2e/specs) expect of ${data.displayName}, read through tools/e2e/expected.ts. Written by the brand generator: ${options.catalogue}'s expectations for what the backend serves (its catalogue), with ${data.displayName}'s identity. Edit it together with libs/brand/${options.name} (logo, colours, contacts, copy), never by reading from there.`,
    id: options.name,
    catalogue: options.catalogue,
    name: data.displayName,
    themeColor: data.manifest.themeColor,
    homeTitle: data.copy.homeTitle,
    // The placeholder mark: as many paths as it has shapes.
    logo: { label: data.logo.label, minPaths: data.logo.shapes.length },
    button: GENERATED_BUTTON,
    // No support e-mail until the brand team sets one (then it goes here too).
    support: { hotline: data.support.phoneLabel, hotlineHref: phoneHref, email: null },
    registration: catalogue.registration,
    sister: { id: options.sister, name: options.sisterDisplayName, catalogue: sister.catalogue, switch: data.features.brandSwitch },
    menu: {
      items: catalogue.menu.items.map(relabel),
      shareAfter: relabel(catalogue.menu.shareAfter),
      social: data.social.map((/** @type {{ label: string, url: string }} */ link) => ({ label: link.label, hrefPrefix: link.url })),
    },
    shop: catalogue.shop,
    routes: { ...catalogue.routes, landing },
    content: catalogue.content,
    bonuses: catalogue.bonuses,
  };
}

/**
 * Adds an item to an array literal in a shared source file, found by the text before it.
 *
 * @param {Tree} tree
 * @param {string} file
 * @param {string} before the text that ends just before the array's `[`
 * @param {string} item
 */
function addToArrayLiteral(tree, file, before, item) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing.`);
  const start = text.indexOf(before);
  if (start === -1) throw new Error(`${file} no longer has "${before}[…]": update the brand generator with it.`);
  const open = start + before.length;
  const close = text.indexOf(']', open);
  if (text[open] !== '[' || close === -1) throw new Error(`${file}: "${before}" is not followed by an array literal.`);
  const items = text
    .slice(open + 1, close)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (items.includes(item)) return;
  tree.write(file, `${text.slice(0, open)}[${[...items, item].join(', ')}]${text.slice(close + 1)}`);
}

/**
 * Adds an import line after the last line that starts with `after` (the other brands' imports).
 *
 * @param {Tree} tree
 * @param {string} file
 * @param {string} after
 * @param {string} line
 */
function addImportLine(tree, file, after, line) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing.`);
  const lines = text.split('\n');
  if (lines.includes(line)) return;
  const last = lines.findLastIndex((entry) => entry.startsWith(after));
  if (last === -1) throw new Error(`${file} has no line starting with "${after}": update the brand generator with it.`);
  lines.splice(last + 1, 0, line);
  tree.write(file, lines.join('\n'));
}

/**
 * Creates a brand: its app shell (apps/<name>), its config library (libs/brand/<name>) and its
 * e2e project (apps/<name>-e2e), and registers it in the workspace's brand lists, so that lint,
 * `npm start`, the e2e harness and Storybook pick it up. glo's and o'go's files are not touched.
 *
 * @param {Tree} tree
 * @param {BrandSchema} schema
 */
async function brandGenerator(tree, schema) {
  const options = normalizeOptions(tree, schema);
  const { name, appRoot, libRoot, e2eRoot, importPath } = options;
  const substitutions = { ...options, tmpl: '' };

  // The brand config library.
  writeJson(tree, `${libRoot}/project.json`, {
    name: `brand-${name}`,
    $schema: '../../../node_modules/nx/schemas/project-schema.json',
    sourceRoot: `${libRoot}/src`,
    projectType: 'library',
    tags: ['type:brand', 'scope:brand', `brand:${name}`],
  });
  writeJson(tree, `${libRoot}/tsconfig.json`, {
    extends: '../../../tsconfig.base.json',
    include: ['src/**/*.ts', 'src/**/*.tsx', 'vite.config.ts'],
  });
  const data = brandData(tree, options);
  writeJson(tree, `${libRoot}/src/${name}.brand.json`, data);
  generateFiles(tree, path.join(__dirname, 'files', 'lib'), libRoot, substitutions);

  // The app shell.
  writeJson(tree, `${appRoot}/project.json`, {
    name,
    $schema: '../../node_modules/nx/schemas/project-schema.json',
    sourceRoot: `${appRoot}/src`,
    projectType: 'application',
    tags: ['type:app', `scope:${name}`, `brand:${name}`],
  });
  writeJson(tree, `${appRoot}/tsconfig.json`, {
    extends: '../../tsconfig.base.json',
    compilerOptions: { types: ['vite/client', 'vite-plugin-pwa/client', 'node'] },
    include: ['src/**/*.ts', 'src/**/*.tsx', 'vite.config.ts'],
  });
  generateFiles(tree, path.join(__dirname, 'files', 'app'), appRoot, substitutions);

  // The e2e project: the shared specs against this app (and its sister, for the cross-app specs).
  writeJson(tree, `${e2eRoot}/project.json`, {
    name: `${name}-e2e`,
    $schema: '../../node_modules/nx/schemas/project-schema.json',
    projectType: 'application',
    sourceRoot: e2eRoot,
    tags: ['type:e2e', `scope:${name}`],
    implicitDependencies: [name, options.sister],
    targets: { typecheck: {} },
  });
  writeJson(tree, `${e2eRoot}/tsconfig.json`, {
    extends: '../../tsconfig.base.json',
    compilerOptions: { types: ['node'] },
    include: ['*.ts', '../../tools/e2e/**/*.ts'],
  });
  generateFiles(tree, path.join(__dirname, 'files', 'e2e'), e2eRoot, substitutions);
  writeJson(tree, `${e2eRoot}/expected.json`, e2eExpectations(tree, options, data));

  // The brand lists: the registry (ports, lint's brand:* constraints, scripts, e2e, Storybook's
  // test projects) and the few code lists that must name the brand.
  updateJson(tree, REGISTRY, (json) => {
    json.brands.push({ id: name, displayName: options.displayName, port: options.port });
    return json;
  });
  addToArrayLiteral(tree, BRAND_LISTS.contractIds, 'export const BRAND_IDS = ', `'${name}'`);
  addToArrayLiteral(tree, BRAND_LISTS.storageBrands, 'export const STORAGE_BRANDS = ', `'${name}'`);
  addImportLine(tree, BRAND_LISTS.storybook, 'import { ', `import { ${options.configName} } from '${importPath}';`);
  addToArrayLiteral(tree, BRAND_LISTS.storybook, 'export const BRANDS: readonly BrandConfig[] = ', options.configName);

  updateJson(tree, 'tsconfig.base.json', (json) => {
    json.compilerOptions ??= {};
    json.compilerOptions.paths ??= {};
    json.compilerOptions.paths[importPath] = [`${libRoot}/src/index.ts`];
    return json;
  });
}

module.exports = { brandGenerator, normalizeOptions, BRAND_LISTS, REGISTRY };
module.exports.default = brandGenerator;
