// Brand detail page.
export const brand = {};
