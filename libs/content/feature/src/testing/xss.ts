/** A mix of the attack fixtures content-data-access tests one by one, as a CMS editor might paste them. */
export const XSS_PAYLOADS_FOR_SCREENS = [
  `<p>Новина</p><script>__xss('script')</script>`,
  `<img src="x" onerror="__xss('img')">`,
  `<a href="javascript:__xss('js-url')">посилання</a>`,
  `<a href="  JaVaScRiPt:__xss('js-url-2')">посилання</a>`,
  `<svg onload="__xss('svg')"><script>__xss('svg-script')</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mathml')"></style></mglyph></table></mtext></math>`,
  `<details open ontoggle="__xss('details')"><summary>x</summary></details>`,
  `<iframe srcdoc="<script>parent.__xss('srcdoc')</script>"></iframe>`,
  `<form action="javascript:__xss('form')"><button>ok</button></form>`,
].join('');
