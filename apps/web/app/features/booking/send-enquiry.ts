// Sends one enquiry and reduces every outcome to sent or not: the visitor sees one failure message
// whatever went wrong (SPEC section 8); the API client has already logged the details.
import type { CallInput } from '@refit/contract';
import type { ApiClient } from '../../lib/api/client.ts';

export async function sendEnquiry(api: ApiClient, query: CallInput<'saveContactUsForm'>): Promise<boolean> {
  try {
    const answer = await api.call('saveContactUsForm', query);
    return answer?.success === true;
  } catch {
    return false;
  }
}
