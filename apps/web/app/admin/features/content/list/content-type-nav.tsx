// The content types as tabs above every content page; the current one is marked.
import { Link } from 'react-router';
import { useAdminText } from '../../../lib/i18n.ts';
import { CONTENT_TYPES, SETTINGS_ID } from '../content-types.ts';
import type { ContentType } from '../content-types.ts';
import styles from '../content.module.css';

export function ContentTypeNav({ current }: { current: ContentType }) {
  const t = useAdminText().content;
  return (
    <nav className={styles.typeNav} aria-label={t.typesLabel}>
      {CONTENT_TYPES.map((type) => (
        <Link
          key={type}
          to={type === 'settings' ? `/admin/content/settings/${SETTINGS_ID}` : `/admin/content/${type}`}
          className={styles.typeLink}
          aria-current={type === current ? 'page' : undefined}
        >
          {t.types[type]}
        </Link>
      ))}
    </nav>
  );
}
