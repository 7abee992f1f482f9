// The heading of a page section: a small eyebrow line over the section's h2, and whatever the
// section adds below it (a lead, a count). The section names itself by the heading's id.
import type { ReactNode } from 'react';
import styles from './section-header.module.css';

interface SectionHeaderProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  /** An icon before the eyebrow's words. */
  eyebrowIcon?: ReactNode;
  /** The title's size: the page's main sections are large, sections within a page small. */
  size?: 'large' | 'small';
  /** A <header> where the heading opens its section, a <div> inside a header of the section's own. */
  as?: 'header' | 'div';
  /** The section's own placing of the block (spacing, alignment). */
  className?: string;
  children?: ReactNode;
}

export function SectionHeader({
  id,
  eyebrow,
  title,
  eyebrowIcon,
  size = 'large',
  as: Tag = 'header',
  className,
  children,
}: SectionHeaderProps) {
  return (
    <Tag className={className}>
      <p className={eyebrowIcon ? styles.headerEyebrowIcon : styles.headerEyebrow}>
        {eyebrowIcon}
        {eyebrow}
      </p>
      <h2 id={id} className={size === 'large' ? styles.title : styles.titleSmall}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
