// The script nonce of the page in the browser, for code the page adds itself (decision 0017).
// Browsers hide the nonce attribute's value once the page is parsed (so injected markup cannot
// read it from the DOM); the `nonce` property still gives it.

export function pageNonce(doc: Document): string {
  for (const script of doc.querySelectorAll('script')) {
    if (script.nonce) return script.nonce;
  }
  return '';
}
