/**
 * The CSS a prerendered page needs before its scripts run, inlined into its HTML: from the app's
 * stylesheets, the rules that style what the pages' HTML holds, with the at-rules around them.
 * - `entry`: the stylesheets the entry links (global rules, the brand's palette, the form basics):
 *   a rule is kept unless its selector names a class the HTML does not use, so element, `:root`
 *   and brand rules stay.
 * - `chunks`: the lazy chunks' CSS Modules: only rules whose selectors name classes, every one of
 *   them used (class names are unique per rule set, so this is what the screens' chunks would load).
 * Entry rules come first, as the app's cascade has them (chunk stylesheets are added after).
 */
export function firstPaintCss(sheets: { entry: string[]; chunks: string[] }, html: string[]): string {
  const used = new Set<string>();
  for (const page of html) {
    for (const [, list = ''] of page.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of list.split(/\s+/)) if (name) used.add(name);
    }
  }
  return [
    ...sheets.entry.map((css) => keepRules(parseBlocks(css), used, true)),
    ...sheets.chunks.map((css) => keepRules(parseBlocks(css), used, false)),
  ].join('');
}

interface Block {
  prelude: string;
  /** Nested blocks of an at-rule with a block (@media, @supports, @layer, @container). */
  children?: Block[];
  body?: string;
}

const GROUPING_AT_RULES = /^@(media|supports|layer|container)\b/i;

/** Splits a stylesheet into its top-level rules (at-rules with blocks parsed recursively). */
export function parseBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    const semicolon = css.indexOf(';', index);
    if (open === -1) break;
    // A statement at-rule (@import, @charset) ends before any block.
    if (semicolon !== -1 && semicolon < open && css.slice(index, semicolon).trim().startsWith('@')) {
      index = semicolon + 1;
      continue;
    }
    const prelude = css.slice(index, open).trim();
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    blocks.push(GROUPING_AT_RULES.test(prelude) ? { prelude, children: parseBlocks(body) } : { prelude, body });
    index = close + 1;
  }
  return blocks;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

function keepRules(blocks: Block[], used: Set<string>, global: boolean): string {
  let out = '';
  for (const block of blocks) {
    if (block.children) {
      const inner = keepRules(block.children, used, global);
      if (inner) out += `${block.prelude}{${inner}}`;
    } else if (block.prelude.startsWith('@')) {
      // @keyframes and @font-face of a screen's stylesheet: small, and its rules may name them;
      // the entry's at-rules (@property, @font-face…) are global like its element rules.
      if (global || /^@(-webkit-)?keyframes\b|^@font-face\b/i.test(block.prelude)) out += `${block.prelude}{${block.body}}`;
    } else {
      const selectors = splitSelectors(block.prelude).filter((selector) => selectorApplies(selector, used, global));
      if (selectors.length > 0) out += `${selectors.join(',')}{${block.body}}`;
    }
  }
  return out;
}

/**
 * A selector is kept when every class it names (outside :not()) is used; a selector without
 * classes only from a `global` (entry) stylesheet.
 */
function selectorApplies(selector: string, used: Set<string>, global: boolean): boolean {
  const withoutNot = selector.replace(/:not\([^)]*\)/g, '');
  const classes = [...withoutNot.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);
  return (global || classes.length > 0) && classes.every((name) => used.has(name));
}

function splitSelectors(prelude: string): string[] {
  return splitTopLevel(prelude, ',');
}

/** Splits at `separator` outside brackets, parentheses and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/**
 * The policy allows no `style` attribute (docs/deployment.md: only the first-paint `<style>`
 * element, by its hash; React sets the same styles through the DOM, which the policy allows). Each distinct
 * declaration list becomes a class of the first-paint stylesheet instead.
 */
export function stylesToClasses(html: string, rules: Map<string, string>): string {
  return html.replace(/<[a-zA-Z][^>]*\sstyle="[^"]*"[^>]*>/g, (tag) => {
    const declarations = /\sstyle="([^"]*)"/.exec(tag)?.[1] ?? '';
    let name = rules.get(declarations);
    if (!name) {
      name = `_inline_${rules.size.toString(36)}`;
      rules.set(declarations, name);
    }
    const withoutStyle = tag.replace(/\sstyle="[^"]*"/, '');
    return /\sclass="/.test(withoutStyle)
      ? withoutStyle.replace(/\sclass="([^"]*)"/, (_, list: string) => ` class="${list} ${name}"`)
      : withoutStyle.replace(/^<[a-zA-Z][\w-]*/, (open) => `${open} class="${name}"`);
  });
}

/**
 * The rules of the classes stylesToClasses made. Each declaration is `!important`: a `style`
 * attribute wins over every stylesheet rule, and so must its class, or a screen's stylesheet
 * arriving later resizes the element (a skeleton block sized by its props took the stylesheet's
 * default height: a layout shift of the whole page below it).
 */
export function inlineStyleRules(rules: Map<string, string>): string {
  return [...rules]
    .map(([declarations, name]) => {
      const important = splitTopLevel(declarations.replace(/&quot;/g, '"').replace(/&amp;/g, '&'), ';')
        .filter(Boolean)
        .map((declaration) => (/!\s*important$/i.test(declaration) ? declaration : `${declaration}!important`));
      return `.${name}{${important.join(';')}}`;
    })
    .join('');
}
