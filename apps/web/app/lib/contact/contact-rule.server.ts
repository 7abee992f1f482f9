// The contact rule the booking form shows (decision 0054), read by the loaders of the pages with
// the form. When it cannot be read the form asks for the e-mail, SPEC section 5's rule: a form
// filled in under it passes either rule on the server.
import { DEFAULT_CONTACT_RULE } from '@refit/contract/rules';
import type { ContactRule } from '@refit/contract/rules';
import type { Api } from '../api/client.ts';
import { settle } from '../api/settle.ts';

export function loadContactRule(api: Api): Promise<ContactRule> {
  return settle(
    api.log,
    'booking form: contact rule',
    async () => (await api.getContactRule()).contactRule,
    DEFAULT_CONTACT_RULE,
  );
}
