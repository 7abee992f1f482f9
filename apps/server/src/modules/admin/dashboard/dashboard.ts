// The start page's answer: each section the role may see (the same roles as the screens the
// sections link to), null for the others.
import type { AdminRole, Dashboard } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { contentWork } from './content-work.ts';
import { recentActivity } from './recent-activity.ts';
import { visitWeeks } from './visit-weeks.ts';
import { waitingEnquiries } from './waiting-enquiries.ts';

const SEES_ENQUIRIES: readonly AdminRole[] = ['owner', 'sales'];
const SEES_CONTENT: readonly AdminRole[] = ['owner', 'editor'];

export async function dashboard(db: Db, role: AdminRole): Promise<Dashboard> {
  const [enquiries, types, visits, activity] = await Promise.all([
    SEES_ENQUIRIES.includes(role) ? waitingEnquiries(db) : null,
    SEES_CONTENT.includes(role) ? contentWork(db) : null,
    visitWeeks(db),
    recentActivity(db, role),
  ]);
  return { enquiries, content: types ? { types } : null, visits, activity };
}
