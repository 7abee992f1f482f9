// Provided by the call-specs build plugin (apps/web/call-specs-module.ts), from the contract's calls.
declare module 'virtual:call-specs' {
  export const callSpecs: Readonly<
    Record<string, { method: 'GET' | 'POST'; paged: boolean; result: 'list' | 'paged' | 'record' | 'none' }>
  >;
}
