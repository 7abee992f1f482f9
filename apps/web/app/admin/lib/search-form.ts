// A GET form that rewrites the page's query: the filled-in fields become the search (empty ones
// left out, the page number dropped) and the router loads the new URL. A plain <form> with this
// handler, rather than the router's <Form>, so the admin uses only the router features the
// public pages already ship (their shared chunk stays as it is).
import { useCallback } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function searchFromForm(form: HTMLFormElement, keep: readonly string[] = ['l']): string {
  const current = new URLSearchParams(window.location.search);
  const params = new URLSearchParams();
  for (const name of keep) {
    const value = current.get(name);
    if (value) params.set(name, value);
  }
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useSearchFormSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void navigate({ pathname, search: searchFromForm(event.currentTarget) });
    },
    [navigate, pathname],
  );
}

export function useSearch(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}
