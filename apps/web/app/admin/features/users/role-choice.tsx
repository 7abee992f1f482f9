// The three roles as radio cards, each saying in plain words what it may do, so an owner picks a
// role by what the colleague will be allowed to touch rather than by its name alone.
import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { ADMIN_ROLES } from '@refit/contract/admin/roles';
import { useAdminText } from '../../lib/i18n.ts';
import styles from './role-choice.module.css';

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
};

export function RoleChoice({
  label,
  error,
  ...radio
}: RadioProps & { label: string; error?: string | undefined }) {
  const t = useAdminText();
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {ADMIN_ROLES.map((role) => (
        <label key={role} className={styles.option}>
          <input
            {...radio}
            className={styles.input}
            type="radio"
            value={role}
            aria-labelledby={`${id}-${role}-name`}
            aria-describedby={`${id}-${role}`}
          />
          <span id={`${id}-${role}-name`} className={styles.name}>
            {t.roles[role]}
          </span>
          <span id={`${id}-${role}`} className={styles.hint}>
            {t.invite.roleHints[role]}
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
