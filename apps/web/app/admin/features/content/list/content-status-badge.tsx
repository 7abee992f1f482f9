// Draft / published / changed, and a missing-translation mark: the same pills in lists and forms.
import { Badge } from '../../../components/badge.tsx';
import type { BadgeTone } from '../../../components/badge.tsx';
import { useAdminText } from '../../../lib/i18n.ts';
import type { ContentStatus } from '../content-types.ts';

const TONES: Readonly<Record<ContentStatus, BadgeTone>> = {
  draft: 'neutral',
  published: 'success',
  changed: 'accent',
};

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const t = useAdminText();
  return <Badge tone={TONES[status]}>{t.content.status[status]}</Badge>;
}

export function MissingBadge({ count }: { count?: number }) {
  const t = useAdminText();
  return (
    <Badge tone="danger">
      {count === undefined || count <= 1 ? t.content.missingBadge : t.content.missingBadgeCount(count)}
    </Badge>
  );
}
