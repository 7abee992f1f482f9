// The Host a request names, checked before it reaches links: a malformed one is refused, and
// one the site does not serve is never reflected into canonical, hreflang, sitemap or robots
// links (a cache in front would keep and spread them).

const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isWellFormedHost(host: string | undefined): host is string {
  return (
    typeof host === 'string' &&
    host.length <= 260 &&
    HOST_PATTERN.test(host) &&
    // What the pattern cannot see: a port over 65535, an IPv6 literal that is not an address.
    // Pages build their URL from the host, and an unparsable one made them fail with a 500.
    URL.canParse(`http://${host}/`)
  );
}

function hostname(host: string): string {
  return (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!).toLowerCase();
}

/** The default list: localhost, 127.0.0.1 and the listen address when it names one host. */
export function defaultAllowedHosts(listenHost: string): string[] {
  const hosts = ['localhost', '127.0.0.1'];
  const own = listenHost.toLowerCase();
  if (!['0.0.0.0', '::', '[::]'].includes(own) && !hosts.includes(own)) hosts.push(own);
  return hosts;
}

/**
 * The host to build the site's own links with: the request's when its name is allowed, else the
 * first allowed name with the port the server listens on.
 */
export function linkHost(host: string, allowed: readonly string[], port: number): string {
  if (allowed.includes(hostname(host))) return host;
  const first = allowed[0] ?? 'localhost';
  return port === 80 || port === 443 ? first : `${first}:${port}`;
}
