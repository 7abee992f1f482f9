// Sends one enquiry and reduces every outcome to sent or not: the visitor sees one failure message
// whatever went wrong (SPEC section 8); the API client has already logged the details.
import type { CallInput } from '@refit/contract';
import type { Api } from '../../lib/api/client.ts';

export async function sendEnquiry(api: Api, query: CallInput<'saveContactUsForm'>): Promise<boolean> {
  try {
    // Resolves only for an answer with success true; everything else rejects.
    await api.saveContactUsForm(query);
    return true;
  } catch {
    return false;
  }
}
