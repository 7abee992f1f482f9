import { Badge } from '../../components/badge.tsx';
import type { BadgeTone } from '../../components/badge.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import type { EnquiryStatus } from '@refit/contract/admin';

const TONES: Readonly<Record<EnquiryStatus, BadgeTone>> = {
  new: 'accent',
  contacted: 'info',
  quoted: 'neutral',
  won: 'success',
  lost: 'danger',
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const t = useAdminText();
  return <Badge tone={TONES[status]}>{t.enquiries.status[status]}</Badge>;
}
