// Rich text on a page: HTML the server has already cleaned with the site's allow-list
// (`richTextHtml` of `@refit/contract/rich-text`, in a loader), never a raw field.
import styles from './rich-text.module.css';

export function RichText({ html, className }: { html: string; className?: string }) {
  const classes = className ? `${styles.prose} ${className}` : styles.prose;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
