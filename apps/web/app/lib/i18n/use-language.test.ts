// The browser writes the preference cookie itself when the visitor switches language: on a page
// served over https it must be Secure, as the server sets it there, and never HttpOnly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLanguageCookie } from './use-language.ts';

/** What the page hands to `document.cookie`, which keeps no attributes to read back. */
function cookieWrites(): string[] {
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
  });
  return writes;
}

/** Moves the page to another address, through happy-dom's own control of the window. */
const goTo = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

const startUrl = location.href;
afterEach(() => goTo(startUrl));

describe('writeLanguageCookie', () => {
  it('writes a Secure cookie on an https page', () => {
    goTo('https://www.example.cn/about');
    expect(location.protocol).toBe('https:');
    const writes = cookieWrites();
    writeLanguageCookie('en');
    expect(writes).toEqual(['cms-language=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it('writes it without Secure on a plain http page, where the browser would refuse it', () => {
    goTo('http://localhost:3000/about');
    expect(location.protocol).toBe('http:');
    const writes = cookieWrites();
    writeLanguageCookie('zh');
    expect(writes).toEqual(['cms-language=zh; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(writes.join()).not.toMatch(/HttpOnly/i);
  });
});
