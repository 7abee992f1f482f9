// Car detail page and its media components.
import type { Messages } from '../en/index.ts';

export const car: Messages['car'] = {};
