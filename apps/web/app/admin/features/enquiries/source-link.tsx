// The public page an enquiry was sent from (car, product or page), opened in a new tab.
import { ENQUIRY_WORDS, enquirySourcePlace } from '@refit/contract/admin/enquiry-words';
import type { EnquirySource } from '@refit/contract/admin';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';

export function SourceLink({ source }: { source: EnquirySource | null }) {
  const t = useAdminText();
  const language = useAdminLanguage();
  // Older enquiries (and forms that send nothing) have no page recorded: a dash, not "Page ·".
  const place = source ? enquirySourcePlace(source, ENQUIRY_WORDS[language]) : '';
  if (!source || !place) return <span>{t.common.none}</span>;
  // Only this site's own paths become links.
  const href = source.path.startsWith('/') && !source.path.startsWith('//') ? source.path : undefined;
  const label = `${t.enquiries.sourceKinds[source.kind]} · ${place}`;
  return href ? (
    <a href={href} target="_blank" rel="noreferrer" style={{ color: 'var(--color-accent-bright)' }}>
      {label}
    </a>
  ) : (
    <span>{label}</span>
  );
}
