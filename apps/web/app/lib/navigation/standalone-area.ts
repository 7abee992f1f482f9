// Areas of the app that bring their own document body: the administration. The root layout
// leaves out the public shell there (header, sidebar, footer, visit tracking, common code) and
// skips the shell's API calls; robots.txt and the sitemap keep crawlers away from them.
export const STANDALONE_PREFIXES: readonly string[] = ['/admin'];

export function isStandalonePath(pathname: string): boolean {
  return STANDALONE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
