// Brand addresses by name (SPEC section 9): /brand/porsche as well as /brand/3. The server
// stores and serves each brand's slug; this is the one way a name becomes a slug.

/** "Mercedes-Benz" becomes "mercedes-benz"; accents are dropped ("Citroën" becomes "citroen"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
