// A wheel's sizes and the models it fits (decision 0066), under its picture and details: a table
// of sizes (each cell labelled by its column on phones, where the rows stack), the note, and the
// models as links to their car pages. Everything comes shaped and worded from the server; the
// section is styled by its structure under one class, as each class is a string in the page's
// JavaScript.
import { Link } from 'react-router';
import { SectionHeader } from '../../../components/ui/section-header.tsx';
import type { FitmentView } from './fitment-view.ts';
import styles from './fitment-section.module.css';

export function FitmentSection({ fitment }: { fitment: FitmentView }) {
  const { words, rows, cars, note } = fitment;
  return (
    <section className={styles.fitment} aria-labelledby="product-fitment-title">
      <SectionHeader id="product-fitment-title" eyebrow={words.eyebrow} title={words.title} size="small" />
      {rows.length > 0 ? (
        <figure>
          <table>
            <caption>{words.caption}</caption>
            <thead>
              <tr>
                {words.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, row) => (
                <tr key={row}>
                  {cells.map((cell, at) => (
                    <td key={at} data-label={words.columns[at]}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <figcaption>{words.unitsNote}</figcaption>
        </figure>
      ) : null}
      <p className={styles.lines}>{note}</p>
      {cars.length > 0 ? (
        <nav aria-label={words.fitsLabel}>
          <h3>{words.fitsTitle}</h3>
          <ul>
            {cars.map((car) => (
              <li key={car.id}>
                <Link to={car.href}>{car.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
