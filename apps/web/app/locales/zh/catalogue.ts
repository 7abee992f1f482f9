// Aerodynamic kits, wheels, peripherals and product detail.
import type { Messages } from '../en/index.ts';

export const catalogue: Messages['catalogue'] = {};
