// The form of one type, drawn from its description: a panel per section, its fields in a grid
// (a translated pair spans the width, Chinese beside English).
import { useAdminText } from '../../lib/i18n.ts';
import type { ContentTypeSpec } from './fields/field-spec.ts';
import { FieldControl } from './fields/field-control.tsx';
import styles from './content.module.css';

export function ContentForm({ spec }: { spec: ContentTypeSpec }) {
  const t = useAdminText();
  return (
    <>
      {spec.sections.map((section) => (
        <section key={section.title} className={styles.panel} aria-labelledby={`section-${section.title}`}>
          <h2 id={`section-${section.title}`} className={styles.panelTitle}>
            {t.content.fields[section.title]}
          </h2>
          <div className={styles.formGrid}>
            {section.fields.map((field) => (
              <FieldControl key={field.key} field={field} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
