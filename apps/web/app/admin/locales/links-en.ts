// English strings of the link field and its picker: every field that holds an address a visitor
// follows, and the rich text's link tool. Their shape (`LinkMessages`) is the one links-zh.ts must
// match; the pages and the items' words are typed by the link rule's own lists, so a page or a type
// added there fails the build until it is named here.
import type { LinkedType, LinkPage } from '@refit/contract/content-types/site-links';

export const linksEn = {
  choose: 'Choose a page…',
  chooseFor: (label: string) => `Choose a page for ${label}`,
  clear: 'Clear',
  clearFor: (label: string) => `Clear ${label}`,
  placeholder: 'Choose a page, or type /path or https://…',
  pickerTitle: 'Choose a page of the site',
  search: 'Search pages, cars, products, stories…',
  searchLabel: 'Search by title, in Chinese or English',
  results: 'Pages and items',
  pagesGroup: 'Pages',
  searching: 'Searching…',
  searchFailed: 'The search did not answer. Check the connection and try again.',
  noMatch: (text: string) => `No match for “${text}”. Try part of the name, in Chinese or English.`,
  more: 'More match: type more of the name to narrow them down.',
  draft: 'Not published',
  keys: '↑ ↓ to move, Enter to choose, Esc to close',
  /** The site's own pages, by the link rule's names. */
  pages: {
    home: 'Home',
    carList: 'All cars',
    'aerodynamic-kits': 'Aerodynamic kits',
    wheels: 'Wheels',
    peripherals: 'Accessories',
    singlePieceWheels: 'Single-piece wheels',
    twoPieceWheels: 'Two-piece wheels',
    gallery: 'Gallery',
    news: 'News',
    about: 'About us',
    locations: 'Locations',
  } satisfies Record<LinkPage, string>,
  /** What a link to an item that does not exist says, per type. */
  noSuch: {
    brands: 'No such brand',
    cars: 'No such car',
    'product-types': 'No such product type',
    products: 'No such product',
    galleries: 'No such gallery',
    news: 'No such story',
    locations: 'No such location',
  } satisfies Record<LinkedType, string>,
  /** What the address leads to, shown beside it. */
  leadsTo: {
    page: 'Page',
    external: 'Another site',
    mail: 'E-mail',
    phone: 'Phone call',
    anchor: 'A place on the same page',
    file: 'A file of this site',
  },
  checking: 'Checking the address…',
  checkFailed: 'The address could not be checked just now; it is checked again on saving.',
  notPublished: 'Not published yet: visitors cannot open this link until it is.',
  notAPage: 'This site has no such page',
  refused: 'Must be a page of the site (/…), an http(s) address, mailto: or tel:',
  control: 'Must not contain control characters',
  /** The rich text's link tool. */
  dialogTitle: 'Link',
  address: 'Link address',
  newTabNote: 'Links in rich text open in a new tab.',
  remove: 'Remove link',
  apply: 'Apply',
};

export type LinkMessages = typeof linksEn;
