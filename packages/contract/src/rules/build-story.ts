// A gallery's build story (our own addition to the gallery, beyond SPEC section 7): how many parts
// it may list and how long a picture's caption may be, read by the admin's form and by the checks
// of a saved gallery.

/** Parts one gallery lists, and characters of a before or after picture's caption. */
export const BUILD_STORY_LIMITS = { parts: 30, caption: 60 } as const;
