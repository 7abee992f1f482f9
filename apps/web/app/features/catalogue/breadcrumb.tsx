// The trail from home to the current page; its last step is the page itself.
import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

export interface Crumb {
  name: string;
  /** Site-relative path; omitted for the current page. */
  to?: string;
}

export function Breadcrumb({ label, steps }: { label: string; steps: readonly Crumb[] }) {
  return (
    <nav className={styles.breadcrumb} aria-label={label}>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={`${index}-${step.name}`} className={styles.step}>
            {step.to && index < steps.length - 1 ? (
              <Link to={step.to}>{step.name}</Link>
            ) : (
              <span aria-current="page">{step.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
