// The catalogue's filters: brand, car model and a search over product names. A plain GET form,
// so the page filters without scripts and every result has its own shareable address; in the
// browser a changed choice applies at once and the address keeps only the filters in use. On the
// wheels pages brand and model are the visitor's car (decision 0066): the form says so, and its
// state names the car the wheels fit, in words the server sends.
import { CATALOGUE_SEARCH_MAX } from '@refit/contract';
import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import type { Messages } from '../../lib/i18n/messages.ts';
import { cleanSearch, filterSearch, isFiltered } from '../../lib/catalogue/catalogue-filter.ts';
import type { CatalogueFilterValues } from '../../lib/catalogue/catalogue-filter.ts';
import styles from './catalogue-filters.module.css';
import type { CatalogueFilterOptions, MyCarView } from '../../lib/catalogue/catalogue-types.ts';

interface CatalogueFiltersProps {
  /** The page the filters apply to (its path, without a query). */
  path: string;
  filter: CatalogueFilterValues;
  options: CatalogueFilterOptions;
  resultCount: number;
  text: Messages['catalogue']['filters'];
  myCar: MyCarView | null;
}

function idOrNull(value: FormDataEntryValue | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function CatalogueFilters({ path, filter, options, resultCount, text, myCar }: CatalogueFiltersProps) {
  const id = useId();
  const navigate = useNavigate();
  const [brandId, setBrandId] = useState(filter.brandId);
  // A new address (the back button, "clear") brings its brand; a choice the visitor is making stays.
  const [addressBrandId, setAddressBrandId] = useState(filter.brandId);
  if (addressBrandId !== filter.brandId) {
    setAddressBrandId(filter.brandId);
    setBrandId(filter.brandId);
  }
  const cars = brandId === null ? options.cars : options.cars.filter((car) => car.brandId === brandId);

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const next: CatalogueFilterValues = {
      brandId: idOrNull(data.get('brandId')),
      carId: idOrNull(data.get('carId')),
      q: cleanSearch(String(data.get('q') ?? '')),
    };
    // Filtering is not a new page: the visitor stays where they are.
    void navigate(`${path}${filterSearch(next)}`, { preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  function onBrandChange(event: ChangeEvent<HTMLSelectElement>) {
    const form = event.currentTarget.form;
    const next = idOrNull(event.currentTarget.value);
    setBrandId(next);
    if (!form) return;
    // A model of another brand would leave nothing to show.
    const carSelect = form.elements.namedItem('carId') as HTMLSelectElement | null;
    const car = options.cars.find((item) => String(item.id) === carSelect?.value);
    if (carSelect && car && next !== null && car.brandId !== next) carSelect.value = '';
    apply(form);
  }

  function onCarChange(event: ChangeEvent<HTMLSelectElement>) {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  }

  const grouped = brandId === null && options.brands.length > 1;

  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label={myCar?.label ?? text.label}
      className={styles.bar}
      onSubmit={onSubmit}
    >
      {myCar ? (
        <p className={styles.intro}>
          <strong>{myCar.label}</strong> {myCar.hint}
        </p>
      ) : null}
      <div className={styles.fields}>
        {options.brands.length > 0 ? (
          <>
            <label className={styles.field}>
              <span className={styles.label}>{text.brand}</span>
              <select
                // Each control starts again from the address only when its own value there changes,
                // so what is typed in the search while a chosen model loads is kept.
                key={`brand-${filter.brandId}`}
                id={`${id}-brand`}
                name="brandId"
                className={styles.control}
                defaultValue={filter.brandId ?? ''}
                onChange={onBrandChange}
              >
                <option value="">{text.allBrands}</option>
                {options.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span className={styles.label}>{text.model}</span>
              <select
                key={`car-${filter.carId}`}
                id={`${id}-car`}
                name="carId"
                className={styles.control}
                defaultValue={filter.carId ?? ''}
                onChange={onCarChange}
              >
                <option value="">{text.allModels}</option>
                {grouped
                  ? options.brands.map((brand) => (
                      <optgroup key={brand.id} label={brand.name}>
                        {options.cars
                          .filter((car) => car.brandId === brand.id)
                          .map((car) => (
                            <option key={car.id} value={car.id}>
                              {car.name}
                            </option>
                          ))}
                      </optgroup>
                    ))
                  : cars.map((car) => (
                      <option key={car.id} value={car.id}>
                        {car.name}
                      </option>
                    ))}
              </select>
            </label>
          </>
        ) : null}
        <label className={`${styles.field} ${styles.search}`}>
          <span className={styles.label}>{text.search}</span>
          <input
            key={`q-${filter.q}`}
            id={`${id}-q`}
            name="q"
            type="search"
            className={styles.control}
            defaultValue={filter.q}
            maxLength={CATALOGUE_SEARCH_MAX}
            placeholder={text.searchPlaceholder}
            enterKeyHint="search"
          />
        </label>
        <button type="submit" className={styles.submit}>
          {text.submit}
        </button>
      </div>
      <div className={styles.status}>
        <p className={styles.results} role="status">
          {myCar?.state || text.results(resultCount)}
        </p>
        {isFiltered(filter) ? (
          <Link className={styles.clear} to={path} preventScrollReset>
            {myCar?.reset ?? text.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
