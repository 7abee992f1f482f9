// The salesperson contact (common data "salesperson", SPEC section 3): cn and en branches of
// { title, num, link }. The footer and the About page show it the same way.
import type { ContentLanguage } from '../constants.ts';

export interface SalesBranch {
  title: string;
  num: string;
  link: string;
}

export interface SalesContact {
  /** e.g. "Sales Consultant Mr Wang"; may be empty. */
  title: string;
  /** The number as people write it ("+86 138 0000 0000"). */
  number: string;
  /** A dialable tel: address. */
  href: string;
}

/** A dialable tel: address for a number as people write it. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/**
 * The contact to show in one language: that language's branch when it has a number, else the
 * Chinese one; none without a number, since a contact nobody can call is no contact.
 */
export function shapeSalesContact(
  branches: Record<ContentLanguage, SalesBranch>,
  language: ContentLanguage,
): SalesContact | null {
  const own = branches[language];
  const branch = own.num.trim() !== '' ? own : branches.cn;
  const number = branch.num.trim();
  if (number === '') return null;
  const link = branch.link.trim();
  return {
    title: branch.title.trim(),
    number,
    href: link.toLowerCase().startsWith('tel:') ? link : telHref(number),
  };
}
