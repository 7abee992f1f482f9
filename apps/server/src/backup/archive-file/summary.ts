// What a backup or restore prints: rows per table, files and bytes, in a few readable lines.
import type { Manifest } from './manifest.ts';
import { DATA_PREFIX } from './manifest.ts';

export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Files and bytes per data folder, from the manifest. */
export function folderTotals(manifest: Manifest): { folder: string; files: number; bytes: number }[] {
  const totals = new Map<string, { files: number; bytes: number }>();
  for (const record of manifest.files) {
    if (!record.path.startsWith(DATA_PREFIX)) continue;
    const folder = record.path.slice(DATA_PREFIX.length).split('/')[0]!;
    const total = totals.get(folder) ?? { files: 0, bytes: 0 };
    total.files += 1;
    total.bytes += record.size;
    totals.set(folder, total);
  }
  return [...totals].map(([folder, total]) => ({ folder, ...total }));
}

export function describeTables(tables: Record<string, number>): string[] {
  const names = Object.keys(tables).sort();
  const width = Math.max(...names.map((name) => name.length));
  return names.map((name) => `  ${name.padEnd(width)}  ${tables[name]}`);
}

export function describeFiles(manifest: Manifest): string[] {
  const totals = folderTotals(manifest);
  if (totals.length === 0) return ['  (no files)'];
  return totals.map(({ folder, files, bytes }) => `  ${folder}: ${files} files, ${formatBytes(bytes)}`);
}
