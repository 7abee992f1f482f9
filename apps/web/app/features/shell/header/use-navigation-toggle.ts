// Open/closed state of a drawer or panel that closes by itself on every navigation (SPEC
// section 4). The location key is remembered with the state, so a new location closes it
// during render instead of one frame later from an effect.
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

export function useNavigationToggle(): [open: boolean, setOpen: (open: boolean) => void] {
  const { key } = useLocation();
  const [state, setState] = useState({ open: false, key });
  if (state.key !== key) setState({ open: false, key });
  const setOpen = useCallback((open: boolean) => setState({ open, key }), [key]);
  return [state.open && state.key === key, setOpen];
}
