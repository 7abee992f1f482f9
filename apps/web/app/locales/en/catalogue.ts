// Aerodynamic kits, wheels, peripherals and product detail.
export const catalogue = {};
