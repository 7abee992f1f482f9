// The accounts an enquiry can be given to (active owners and sales), for the inbox's filter.
import { callAdmin } from '../../lib/api-client.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import type { AssignableUser } from '@refit/contract/admin';

export function useAssignable(): AssignableUser[] | undefined {
  return useAdminQuery('assignable', (signal) => callAdmin('assignableUsers', { signal })).data?.records;
}
