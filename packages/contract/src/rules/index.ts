// Domain rules shared by the server and the web app. No zod and no Node APIs: the browser
// imports this module, and its bundle must stay small.
export * from './addresses.ts';
export * from './brand-slug.ts';
export * from './build-story.ts';
export * from './contact.ts';
export * from './file-list.ts';
export * from './fitment.ts';
export * from './interleave.ts';
export * from './listing.ts';
export * from './on-step.ts';
export * from './positive-id.ts';
export * from './programme.ts';
export * from './sales-contact.ts';
export * from './workshop-booking.ts';
