// What a route module's `handle` tells the server about the page (decision 0020).

export interface PageHandle {
  /**
   * The query parameters this route's loaders and components read, besides `l` (always read).
   * The server's page cache keys a page on these alone: any other parameter (utm_source, a
   * cache-buster) shares the entry of the address without it. A route that starts reading a
   * parameter must list it here, or every value of it would be answered with the same page.
   */
  queryParams?: readonly string[];
}
