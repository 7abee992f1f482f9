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

/** The host names the site's own links may use: ALLOWED_HOSTS, or the default list. */
export function linkHosts({
  ALLOWED_HOSTS,
  HOST,
}: {
  ALLOWED_HOSTS: readonly string[];
  HOST: string;
}): string[] {
  return ALLOWED_HOSTS.length > 0 ? [...ALLOWED_HOSTS] : defaultAllowedHosts(HOST);
}

export interface LinkHostOptions {
  /** Host names the site may use in its links (ALLOWED_HOSTS, or the defaults above). */
  allowed: readonly string[];
  /** The port this server took the request on; the client has no say in it. */
  port: number;
  /** The request's scheme, `http` or `https` (behind a trusted proxy, the proxy's). */
  protocol: string;
  /** The request came through a trusted proxy, which serves the site on its scheme's own port. */
  viaTrustedProxy: boolean;
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = { http: 80, https: 443 };

/**
 * The host to build the site's own links with: the request's host name when it is allowed, else the
 * first allowed name. Its port is never the one the request named, which anyone can make up
 * (`Host: localhost:1`) and a cache in front would keep: it is the port the server took the
 * request on, or none behind a trusted proxy or when that port is the scheme's default.
 */
export function linkHost(
  host: string,
  { allowed, port, protocol, viaTrustedProxy }: LinkHostOptions,
): string {
  const requested = hostname(host);
  const name = allowed.includes(requested) ? requested : (allowed[0] ?? 'localhost');
  if (viaTrustedProxy || DEFAULT_PORTS[protocol] === port) return name;
  return `${name}:${port}`;
}
