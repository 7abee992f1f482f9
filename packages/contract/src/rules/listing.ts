// Which brands and menu items the public site lists (SPEC section 5). The flags are text "1" / "0"
// in the data, as the content backend sends them.

/** The value of a set flag (isShowMenu, publishStatus, isShow). */
export const FLAG_ON = '1';

interface BrandFlags {
  isShowMenu: string;
  publishStatus: string;
}

/** A brand is listed only when it is both shown in the menu and published. */
export function isBrandListed(brand: BrandFlags): boolean {
  return brand.isShowMenu === FLAG_ON && brand.publishStatus === FLAG_ON;
}

/** A menu item or subitem is shown only when its isShow flag is set. */
export function isMenuItemShown(item: { isShow: string }): boolean {
  return item.isShow === FLAG_ON;
}

/**
 * The order of every listed collection (SPEC section 5: sortOrder ascending), ids breaking ties:
 * the order the server answers brands and menu items in (apps/server/src/db/brand-order.ts).
 */
export function byListOrder(
  a: { sortOrder: number; id: number },
  b: { sortOrder: number; id: number },
): number {
  return a.sortOrder - b.sortOrder || a.id - b.id;
}
