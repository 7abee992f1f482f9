// This week's visits against last week's, told honestly: no percentage without visits the week
// before to compare with, and none at all when neither week had any.
export type VisitChange =
  { kind: 'none' } | { kind: 'no-earlier' } | { kind: 'same' } | { kind: 'up' | 'down'; ratio: number };

export function visitChange(thisWeek: number, lastWeek: number): VisitChange {
  if (thisWeek === 0 && lastWeek === 0) return { kind: 'none' };
  if (lastWeek === 0) return { kind: 'no-earlier' };
  if (thisWeek === lastWeek) return { kind: 'same' };
  const ratio = Math.abs(thisWeek - lastWeek) / lastWeek;
  return { kind: thisWeek > lastWeek ? 'up' : 'down', ratio };
}
