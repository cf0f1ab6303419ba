import { describe, expect, it } from 'vitest';
import { firstPaintCss, inlineStyleRules, stylesToClasses } from '../../vite/first-paint-css.ts';

describe('firstPaintCss', () => {
  const sheet =
    '._form_a1{display:flex}._lead_a1{color:gray}._form_a1 a{color:red}._form_a1._wide_a1{width:100%}' +
    '._unused_b2{color:blue},._lead_a1:hover{color:black}' +
    '@media (min-width:600px){._form_a1{gap:8px}._unused_b2{gap:0}}@media print{._unused_b2{display:none}}' +
    '@keyframes _spin_c3{to{transform:rotate(1turn)}}:root{--x:1}';

  it('keeps the rules whose classes the HTML uses, with their at-rules', () => {
    const css = firstPaintCss({ entry: [], chunks: [sheet] }, ['<form class="_form_a1"><p class="_lead_a1 other">x</p></form>']);
    expect(css).toContain('._form_a1{display:flex}');
    expect(css).toContain('._lead_a1{color:gray}');
    expect(css).toContain('._form_a1 a{color:red}');
    expect(css).toContain('@media (min-width:600px){._form_a1{gap:8px}}');
    expect(css).toContain('._lead_a1:hover{color:black}');
    expect(css).toContain('@keyframes _spin_c3');
  });

  it('drops rules naming a class the HTML does not use, empty at-rules and selectors without classes', () => {
    const css = firstPaintCss({ entry: [], chunks: [sheet] }, ['<form class="_form_a1"></form>']);
    expect(css).not.toContain('_unused_b2');
    expect(css).not.toContain('_wide_a1');
    expect(css).not.toContain('@media print');
    expect(css).not.toContain(':root');
  });

  it("keeps the entry's global rules and its used class rules, before the chunks' rules", () => {
    const entry =
      '[data-brand=glo]{--c:#fff}:root{--s:4px}*,:before{box-sizing:border-box}body{margin:0}' +
      '._button_e1{color:red}._spinner_e1{color:blue}._button_e1 svg{width:1em}' +
      '@media (prefers-reduced-motion:reduce){*{animation:none}._spinner_e1{animation:none}}@property --p{syntax:"*";inherits:false}';
    const css = firstPaintCss({ entry: [entry], chunks: [sheet] }, ['<form class="_form_a1"><button class="_button_e1"></button></form>']);
    expect(css).toContain('[data-brand=glo]{--c:#fff}:root{--s:4px}*,:before{box-sizing:border-box}body{margin:0}');
    expect(css).toContain('._button_e1{color:red}._button_e1 svg{width:1em}');
    expect(css).toContain('@media (prefers-reduced-motion:reduce){*{animation:none}}');
    expect(css).toContain('@property --p{syntax:"*";inherits:false}');
    expect(css).not.toContain('_spinner_e1');
    expect(css.indexOf('body{margin:0}')).toBeLessThan(css.indexOf('._form_a1{display:flex}'));
  });
});

describe('stylesToClasses', () => {
  it('moves style attributes into classes of the stylesheet (the policy allows no inline style)', () => {
    const rules = new Map<string, string>();
    const html = stylesToClasses('<span class="a" style="width:70%;height:28px"></span><i style="width:70%;height:28px"></i><b style="color:red">', rules);
    expect(html).toBe('<span class="a _inline_0"></span><i class="_inline_0"></i><b class="_inline_1">');
    // As strong as the attribute was: a screen's stylesheet arriving later must not resize them.
    expect(inlineStyleRules(rules)).toBe('._inline_0{width:70%!important;height:28px!important}._inline_1{color:red!important}');
    const withUrl = new Map([['background:url(&quot;data:image/svg+xml;utf8,x&quot;);color:red !important', '_inline_0']]);
    expect(inlineStyleRules(withUrl)).toBe('._inline_0{background:url("data:image/svg+xml;utf8,x")!important;color:red !important}');
  });
});
