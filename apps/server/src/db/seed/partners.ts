// Partners of the footer strip; names match the logos the artwork draws.
// The browser tests seed partner 8 with a .jpeg that does not exist instead of its logo
// (SEED_BROKEN_PARTNER_ICON), so that the web app's .jpeg -> .jpg -> default fallback runs.
import type { PartnerTable } from '../schema.ts';
import { partnerLogo } from './artwork/catalog.ts';
import type { Row } from './types.ts';

const sources: [string, string, string][] = [
  ['维洛锻造', 'Veloce Forge', 'veloce-forge'],
  ['碳工坊', 'Carbonwerk', 'carbonwerk'],
  ['顶点轮胎', 'Apex Tyres', 'apex-tyres'],
  ['斯特拉达音响', 'Strada Audio', 'strada-audio'],
  ['北极光照明', 'Nordlicht Lighting', 'nordlicht-lighting'],
  ['凯撒排气', 'Kaiser Exhaust', 'kaiser-exhaust'],
  ['丝路物流', 'Silk Road Logistics', 'silk-road-logistics'],
  ['流明漆面膜', 'Lumen Film', 'lumen-film'],
];

/** The icon partner 8 gets when the seed is asked for a broken one. */
export const BROKEN_PARTNER_ICON = 'partner/partner-8.jpeg';

export function partnerRows(brokenIcon: boolean): Row<PartnerTable>[] {
  return sources.map(([name, nameEn, slug], i) => ({
    id: i + 1,
    partnersName: name,
    partnersNameEn: nameEn,
    partnersIconUrl: brokenIcon && i === 7 ? BROKEN_PARTNER_ICON : partnerLogo(i + 1),
    partnersLink: `https://example.com/partners/${slug}`,
    sortOrder: i + 1,
  }));
}
