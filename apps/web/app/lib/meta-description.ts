// A page's description as search results and share cards show it: plain words on one line, at most
// about 150 characters. Made on the server, where rich text becomes plain (richTextPlain), and
// handed to the page's meta in its data, so that the browser bundle carries none of it.

/** Search engines show about this many characters of a description, chat apps fewer. */
export const DESCRIPTION_LENGTH = 150;

/**
 * Plain text on one line and at most `length` characters: a longer text is cut at a word's end
 * where it has spaces (Chinese has none, so it is cut where it reaches the length) and ends in "…".
 */
export function metaDescription(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Counted in code points, so a cut never splits a character made of two UTF-16 units.
  const characters = Array.from(flat);
  if (characters.length <= length) return flat;
  const cut = characters.slice(0, length - 1).join('');
  const space = cut.lastIndexOf(' ');
  const words = space >= cut.length * 0.7 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,.;:!?，。；：、！？·|｜—–-]+$/u, '')}…`;
}
