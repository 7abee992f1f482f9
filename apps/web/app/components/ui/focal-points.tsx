// Media library pictures shown cropped (object-fit: cover on cards, heroes, gallery tiles) keep
// their focal point in view: the shell's data carries the focal points of the library's images
// that are not centred (by media id, or by address for the site's own files in the library), and
// pictures of such an address take theirs as object-position. Other pictures keep the position
// their layout's CSS gives them.
import { mediaIdOf, STATIC_PREFIX } from '@refit/contract/image-variants';
import type { FocalPoints } from '@refit/contract/in-process';
import { createContext, useContext } from 'react';
import type { CSSProperties } from 'react';

const FocalPointsContext = createContext<FocalPoints>({});

export const FocalPointsProvider = FocalPointsContext.Provider;

/** `style` with the picture's focal point as object-position (a position in `style` wins). */
export function useFocalStyle(src: string, style?: CSSProperties): CSSProperties | undefined {
  const points = useContext(FocalPointsContext);
  const id = mediaIdOf(src);
  const address = src.split(/[?#]/, 1)[0] ?? '';
  const position = id !== null ? points[id] : address.startsWith(STATIC_PREFIX) ? points[address] : undefined;
  return position ? { objectPosition: position, ...style } : style;
}
