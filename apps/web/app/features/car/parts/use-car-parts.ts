// The parts of the selected product type (SPEC section 4: changing type reloads the parts). The
// first type's parts come with the page; other types are fetched in the browser when picked and
// kept, so switching back is instant. A failed type can be asked for again.
import type { UiLanguage } from '@refit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getBrowserApi } from '../../../lib/api/browser-api.ts';
import { errorText } from '../../../lib/api/errors.ts';
import { loadParts } from './car-parts.ts';
import type { CarPageData, PartsState } from '../car-types.ts';

interface CarPartsOptions {
  lang: UiLanguage;
  carId: number;
  initial: CarPageData['firstParts'];
  /** The selected product type, or null when the car has none. */
  typeId: number | null;
}

export function useCarParts({ lang, carId, initial, typeId }: CarPartsOptions) {
  const [byType, setByType] = useState<Readonly<Record<number, PartsState>>>(() =>
    initial ? { [initial.typeId]: initial.state } : {},
  );
  const requested = useRef(new Set<number>());
  const known = typeId === null ? undefined : byType[typeId];

  useEffect(() => {
    const inFlight = requested.current;
    if (typeId === null || known || inFlight.has(typeId)) return;
    inFlight.add(typeId);
    let live = true;
    const api = getBrowserApi();
    loadParts(api, lang, carId, typeId).then(
      (parts) => {
        if (live) setByType((current) => ({ ...current, [typeId]: { status: 'loaded', parts } }));
      },
      (error: unknown) => {
        api.log.warn({ reason: errorText(error) }, `parts of car ${carId} type ${typeId} unavailable`);
        if (live) setByType((current) => ({ ...current, [typeId]: { status: 'failed' } }));
      },
    );
    return () => {
      live = false;
      inFlight.delete(typeId);
    };
  }, [lang, carId, typeId, known]);

  const retry = useCallback(() => {
    if (typeId === null) return;
    setByType((current) => {
      const next = { ...current };
      delete next[typeId];
      return next;
    });
  }, [typeId]);

  const state: PartsState | null = typeId === null ? null : (known ?? { status: 'loading' });
  return { state, retry };
}
