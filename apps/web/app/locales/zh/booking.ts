// The Contact Us booking form and its toasts.
import type { Messages } from '../en/index.ts';

export const booking: Messages['booking'] = {};
