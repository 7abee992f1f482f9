// The public page an enquiry was sent from (car, product or page), opened in a new tab.
import { useAdminText } from '../../lib/i18n.ts';
import type { EnquirySource } from '@refit/contract/admin';

export function SourceLink({ source }: { source: EnquirySource | null }) {
  const t = useAdminText();
  // Older enquiries (and forms that send nothing) have no page recorded: a dash, not "Page ·".
  const place = source ? source.title.trim() || source.path.trim() : '';
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
