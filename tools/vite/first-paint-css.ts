/**
 * The CSS a prerendered page needs before its scripts run: from the app's stylesheets, the rules
 * whose selectors name only classes the pages' HTML uses (CSS Modules class names are unique per
 * rule set, so this is what the screens' chunks would load), with the at-rules around them. The
 * stylesheets the HTML links already (the entry's) are not read.
 */
export function firstPaintCss(stylesheets: string[], html: string[]): string {
  const used = new Set<string>();
  for (const page of html) {
    for (const [, list = ''] of page.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of list.split(/\s+/)) if (name) used.add(name);
    }
  }
  return stylesheets.map((css) => keepRules(parseBlocks(css), used)).join('');
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

function keepRules(blocks: Block[], used: Set<string>): string {
  let out = '';
  for (const block of blocks) {
    if (block.children) {
      const inner = keepRules(block.children, used);
      if (inner) out += `${block.prelude}{${inner}}`;
    } else if (block.prelude.startsWith('@')) {
      // @keyframes and @font-face of a screen's stylesheet: small, and its rules may name them.
      if (/^@(-webkit-)?keyframes\b|^@font-face\b/i.test(block.prelude)) out += `${block.prelude}{${block.body}}`;
    } else {
      const selectors = splitSelectors(block.prelude).filter((selector) => selectorApplies(selector, used));
      if (selectors.length > 0) out += `${selectors.join(',')}{${block.body}}`;
    }
  }
  return out;
}

/** A selector is kept when it names a class and every class it names (outside :not()) is used. */
function selectorApplies(selector: string, used: Set<string>): boolean {
  const withoutNot = selector.replace(/:not\([^)]*\)/g, '');
  const classes = [...withoutNot.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);
  return classes.length > 0 && classes.every((name) => used.has(name));
}

function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const char = prelude[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start).trim());
  return parts;
}

/**
 * The policy allows no inline styles (docs/deployment.md), and a `style` attribute in HTML is
 * one (React sets the same styles through the DOM, which the policy allows). Each distinct
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

/** The rules of the classes stylesToClasses made. */
export function inlineStyleRules(rules: Map<string, string>): string {
  return [...rules].map(([declarations, name]) => `.${name}{${declarations.replace(/&quot;/g, '"').replace(/&amp;/g, '&')}}`).join('');
}
