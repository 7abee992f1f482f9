// The Contact Us booking form and its toasts.
export const booking = {};
