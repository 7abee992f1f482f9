// The admin's calls (/api/admin/*): a separate entry, so the public pages never bundle them.
export * from './analytics.ts';
export * from './enquiries.ts';
