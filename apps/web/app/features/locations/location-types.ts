// A location as the page shows it, in the page's language, shaped on the server.
import type { MapLinks } from './map-links.ts';

export interface LocationView {
  id: number;
  name: string;
  city: string;
  address: string;
  hours: string;
  /** As people write it; empty when none. */
  phone: string;
  /** A dialable tel: address of the phone. */
  phoneHref: string;
  wechatId: string;
  /** Image URLs, the first the card's main picture. */
  photos: string[];
  services: string[];
  maps: MapLinks;
  /** About's enquiry form about this location. */
  enquiryHref: string;
  /** WGS-84 degrees, the datum structured data is read in (the maps take GCJ-02). */
  geo: { latitude: number; longitude: number };
}
