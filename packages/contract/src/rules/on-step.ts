// A number the forms take in steps (a tenth of a second, half an inch), checked the same everywhere.

/** Whether `value` is a whole number of `step`s, whatever the float's error (0.1 × 3). */
export function onStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
