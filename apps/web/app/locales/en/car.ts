// Car detail page and its media components.
export const car = {};
