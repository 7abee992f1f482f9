// The file name a media URL carries: the uploaded name made safe for a path (lower-case ASCII
// letters, digits, dashes), with the extension of the type the bytes were found to be.
const MAX_STEM = 60;

export function urlFileName(uploadedName: string, extension: string): string {
  const stem = uploadedName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/-+$/, '');
  return `${stem === '' ? 'file' : stem}.${extension}`;
}

/** The name shown in the library: the uploaded one, without folders or control characters. */
export function displayName(uploadedName: string): string {
  const base = uploadedName.split(/[\\/]/).pop() ?? '';
  // Control characters (codes below 32, and 127) never belong in a name.
  const clean = [...base]
    .filter((character) => character.charCodeAt(0) >= 32 && character.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'file' : clean;
}
