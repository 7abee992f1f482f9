// The sidebar's marked brand, remembered across a car page that does not say which brand it
// belongs to (the previous brand stays marked there).
import { useState } from 'react';
import type { BrandDecision } from './active-brand.ts';

export function useActiveBrand(decision: BrandDecision): number | null {
  const [kept, setKept] = useState<number | null>(decision.kind === 'brand' ? decision.id : null);
  const next = decision.kind === 'brand' ? decision.id : decision.kind === 'keep' ? kept : null;
  // Adjusting state while rendering: the mark follows the route without an extra frame.
  if (next !== kept) setKept(next);
  return next;
}
