// Gallery, news and About pages.
export const content = {};
