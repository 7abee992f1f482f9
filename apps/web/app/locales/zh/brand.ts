// Brand detail page.
import type { Messages } from '../en/index.ts';

export const brand: Messages['brand'] = {};
