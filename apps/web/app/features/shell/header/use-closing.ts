// Whether a slide-in panel is sliding out: true from the render that closes it until its closing
// transition has had time to finish. The panel's stylesheet animates only while it is open or
// closing, so a window that crosses into the phone layout (which also moves the closed panel off
// screen) hides the panel at once instead of sliding a live, clickable panel across the page.
import { useEffect, useState } from 'react';

export function useClosing(open: boolean, durationMs: number): boolean {
  const [previousOpen, setPreviousOpen] = useState(open);
  const [closing, setClosing] = useState(false);
  // Set during the render that closes the panel, so the same commit carries the transition.
  if (previousOpen !== open) {
    setPreviousOpen(open);
    setClosing(!open);
  }
  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(() => setClosing(false), durationMs);
    return () => clearTimeout(timer);
  }, [closing, durationMs]);
  return closing && !open;
}
