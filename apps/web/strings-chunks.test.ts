import { describe, expect, it } from 'vitest';
import { STRINGS_CHUNKS_MODULE, stringsChunks } from './strings-chunks.ts';

// The plugin's hooks, called as Vite calls them, with the environment each build runs in.
function hooks() {
  const plugin = stringsChunks();
  const call = (hook: unknown, context: object, ...args: unknown[]): unknown =>
    (hook as (...rest: unknown[]) => unknown).call(context, ...args);
  const context = (name: string) => ({
    environment: { name },
    error(message: string): never {
      throw new Error(message);
    },
  });
  return {
    configResolved: (base: string) => call(plugin.configResolved, {}, { base }),
    resolveId: (id: string) => call(plugin.resolveId, context('ssr'), id),
    load: (environment: string, id: string) => call(plugin.load, context(environment), id),
    generateBundle: (bundle: Record<string, object>) =>
      call(plugin.generateBundle, context('client'), {}, bundle),
  };
}

const chunk = (name: string, fileName: string) => ({ type: 'chunk', name, fileName });

describe('strings chunks plugin', () => {
  it('gives the server build the address of each language chunk the client build wrote', () => {
    const plugin = hooks();
    plugin.configResolved('/');
    plugin.generateBundle({
      a: chunk('strings-zh', 'assets/strings-zh-AAA.js'),
      b: chunk('strings-en', 'assets/strings-en-BBB.js'),
      c: chunk('framework', 'assets/framework-CCC.js'),
      d: { type: 'asset', name: 'strings-zh', fileName: 'assets/strings-zh.css' },
    });
    const id = plugin.resolveId(STRINGS_CHUNKS_MODULE) as string;
    expect(plugin.load('ssr', id)).toBe(
      'export const stringsChunks = {"zh":"/assets/strings-zh-AAA.js","en":"/assets/strings-en-BBB.js"};',
    );
    expect(plugin.load('ssr', 'other')).toBeUndefined();
  });

  it('names nothing before a client build (nothing to preload), and refuses the browser bundle', () => {
    const plugin = hooks();
    const id = plugin.resolveId(STRINGS_CHUNKS_MODULE) as string;
    expect(plugin.load('ssr', id)).toBe('export const stringsChunks = {};');
    expect(() => plugin.load('client', id)).toThrow(/server build only/);
  });

  it('stops the build when a language chunk is missing', () => {
    const plugin = hooks();
    expect(() => plugin.generateBundle({ a: chunk('strings-zh', 'assets/strings-zh-AAA.js') })).toThrow(
      /strings-en/,
    );
  });
});
