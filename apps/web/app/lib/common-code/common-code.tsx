// The site-wide code snippet of the common-data entry common_js, injected into <head> once per
// page load (SPEC section 4): not again on client navigations, not twice under StrictMode, and
// not at all when the snippet is empty. Mounted once in the root layout with the snippet the
// root loader fetched.
//
// Why in the browser rather than rendered by the server into <head>: the snippet is free HTML
// from the content backend (often several <script> tags with src attributes), which React can
// only render server-side as one inline script, and a snippet that edits the DOM before
// hydration risks mismatches. An analytics snippet loses nothing that matters: it runs right
// after hydration, still once per page load. A layout that wants a plain-JavaScript snippet
// earlier can render it server-side as
//   <script data-common-code="" dangerouslySetInnerHTML={{ __html: script }} />
// in <head>; this component then sees the marker and adds nothing.
import { useEffect } from 'react';
import { injectCommonCode } from './inject-common-code.ts';

export function CommonCode({ script }: { script: string }): null {
  useEffect(() => {
    injectCommonCode(document, script);
  }, [script]);
  return null;
}
