// The script nonce of the response being rendered, placed in the router context by
// entry.server's createLoadContext (our server makes one per response, decision 0017).
import { createContext } from 'react-router';

export const cspNonceContext = createContext<string | null>(null);

/** True when the page is rendered to be shared by many responses: no nonce (decision 0020). */
export const sharedPageContext = createContext<boolean>(false);
