// The page address a share configuration is asked for: the contract checks its form, this its
// host, which must be one of the site's own (signing any address would make the server an oracle
// for other sites' pages on the same Official Account).
import type { Config } from '../../config.ts';
import { linkHosts } from '../../http/request/request-host.ts';

/** The host names the site's pages live on: SITE_ORIGIN's when set, else those its links may use. */
export function siteHostNames(config: Pick<Config, 'SITE_ORIGIN' | 'ALLOWED_HOSTS' | 'HOST'>): string[] {
  return config.SITE_ORIGIN ? [new URL(config.SITE_ORIGIN).hostname] : linkHosts(config);
}

/** The address WeChat signs: as the page gave it, less any `#fragment` (the page's own part). */
export const withoutFragment = (address: string): string => address.split('#', 1)[0]!;

/** Whether an absolute address (checked by the contract) names one of `hostNames`, any port. */
export const isOnHosts = (address: string, hostNames: readonly string[]): boolean =>
  hostNames.includes(new URL(address).hostname);
