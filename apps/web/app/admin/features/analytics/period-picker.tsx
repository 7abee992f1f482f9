// 7 / 30 / 90 days as links (shareable URLs), and a custom range as a small GET form.
import { Button, ButtonLink } from '../../components/button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { useSearchFormSubmit } from '../../lib/search-form.ts';
import { PRESETS } from './period.ts';
import type { Period } from './period.ts';
import styles from './analytics.module.css';

export function PeriodPicker({ period }: { period: Period }) {
  const t = useAdminText();
  const onSubmit = useSearchFormSubmit();
  return (
    <div className={styles.picker}>
      <div className={styles.presets} role="group" aria-label={t.analytics.period}>
        {PRESETS.map((days) => (
          <ButtonLink
            key={days}
            to={{ search: `?days=${days}` }}
            tone={period.preset === days ? 'primary' : 'default'}
            aria-current={period.preset === days ? 'true' : undefined}
          >
            {t.analytics.lastDays(days)}
          </ButtonLink>
        ))}
      </div>
      <form
        method="get"
        onSubmit={onSubmit}
        className={styles.custom}
        aria-label={t.analytics.custom}
        key={`${period.from}-${period.to}`}
      >
        <TextField label={t.analytics.from} name="from" type="date" defaultValue={period.from} required />
        <TextField label={t.analytics.to} name="to" type="date" defaultValue={period.to} required />
        <Button type="submit" tone={period.preset === null ? 'primary' : 'default'}>
          {t.analytics.show}
        </Button>
      </form>
    </div>
  );
}
