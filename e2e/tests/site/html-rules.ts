// The rule set the raw server HTML of every page is validated with (html-validate). Why each
// rule that is off is off: docs/decisions/0016-seo-accessibility-checks.md.
import type { ConfigData } from 'html-validate';

export const HTML_RULES: ConfigData = {
  // Standard conformance and accessibility (recommended), plus rules for whole documents.
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // How React serialises markup, all of it valid HTML: camelCase attribute names
    // (charSet, fetchPriority), self-closed void elements, `hidden=""` and `inert=""`.
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's generated ids (useId) start with "_": valid HTML, which is what `relaxed` checks.
    'valid-id': ['error', { relaxed: true }],
    // Style attributes carry computed values (positions, custom properties); the page policy
    // allows them (style-src-attr) and no stylesheet could.
    'no-inline-style': 'off',
    // Phone links keep together with CSS (white-space: nowrap) and show the number as typed.
    'tel-non-breaking': 'off',
    // Scripts and stylesheets are this site's own fingerprinted files; integrity adds nothing
    // over the same origin, and the script nonce already guards what runs.
    'require-sri': 'off',
  },
};
