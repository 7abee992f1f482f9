// The public page an enquiry was sent from (car, product or page), opened in a new tab.
import { useAdminText } from '../../lib/i18n.ts';
import type { EnquirySource } from '../../lib/types.ts';

export function SourceLink({ source }: { source: EnquirySource | null }) {
  const t = useAdminText();
  if (!source) return <span>{t.common.none}</span>;
  // Only this site's own paths become links.
  const href = source.path.startsWith('/') && !source.path.startsWith('//') ? source.path : undefined;
  const label = `${t.enquiries.sourceKinds[source.kind]} · ${source.title || source.path}`;
  return href ? (
    <a href={href} target="_blank" rel="noreferrer" style={{ color: 'var(--color-accent-bright)' }}>
      {label}
    </a>
  ) : (
    <span>{label}</span>
  );
}
