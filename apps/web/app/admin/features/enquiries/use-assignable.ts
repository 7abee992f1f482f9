// The accounts an enquiry can be given to (active owners and sales), for the inbox's filter.
import { adminCall } from '../../lib/api-client.ts';
import type { Assignable } from '../../lib/types.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';

export function useAssignable(): Assignable[] | undefined {
  return useAdminQuery('assignable', (signal) =>
    adminCall<{ records: Assignable[] }>('/users/assignable', { signal }),
  ).data?.records;
}
