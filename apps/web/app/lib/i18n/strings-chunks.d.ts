// Provided by the strings-chunks build plugin (apps/web/strings-chunks.ts), to server code only.
declare module 'virtual:strings-chunks' {
  export const stringsChunks: Partial<Record<'zh' | 'en', string>>;
}
