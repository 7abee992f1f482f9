// The time now, renewed every second while `ticking`: a backup's elapsed time counts up between
// the state's refreshes, which come every few seconds at most.
import { useEffect, useState } from 'react';

export function useClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
