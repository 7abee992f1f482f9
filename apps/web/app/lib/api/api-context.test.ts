import type { ApiTransport } from '@refit/contract';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createLoadContext } from '../../entry.server.tsx';
import { getApi } from './api-context.ts';

describe('getApi', () => {
  it('calls through the transport that createLoadContext placed in the router context', async () => {
    const seen: string[] = [];
    const transport: ApiTransport = async (request) => {
      seen.push(request.path);
      return { status: 200, body: { success: true, result: [], message: 'ok' } };
    };
    const context = createLoadContext(transport);
    expect(context).toBeInstanceOf(RouterContextProvider);
    await expect(getApi(context).call('getIndexList')).resolves.toMatchObject({ success: true });
    expect(seen).toEqual(['/cmst/index/getIndexList']);
  });

  it('fails clearly when no transport was provided', () => {
    expect(() => getApi(new RouterContextProvider())).toThrow(/transport/);
  });
});
