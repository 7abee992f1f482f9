// What the analytics read from a user agent: phone or desktop (tablets count as desktop), and
// whether it is a crawler. Crawlers are left out of the figures (they are not visitors); their
// pages are still served as usual.
export type Device = 'mobile' | 'desktop';

const PHONE = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|HarmonyOS.+Mobile|MicroMessenger.+Mobile/i;

const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|headless|lighthouse|pingdom|uptime|python-requests|python-urllib|curl\/|wget\/|httpclient|okhttp|go-http-client|java\/|node-fetch|axios\/|libwww|scrapy|phantomjs/i;

export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && PHONE.test(userAgent) ? 'mobile' : 'desktop';
}

/** A known crawler, a script, or no user agent at all (browsers always send one). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || CRAWLER.test(userAgent);
}
