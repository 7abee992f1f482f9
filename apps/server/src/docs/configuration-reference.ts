// docs/configuration.md, made from the server's configuration schema (config.ts) and the web
// app's build settings (apps/web/build-config.ts): each variable's description, default and
// allowed values are declared beside its definition, so the reference cannot drift from the code.
// `npm run docs:config` writes it; a test fails when the file differs from what this renders.
import path from 'node:path';
import * as prettier from 'prettier';
import { z } from 'zod';
import { BUNDLED_SETTING_DOCS, BUNDLED_SETTINGS } from '../../../web/build-config.ts';
import { envSchema } from '../config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const CONFIGURATION_REFERENCE_PATH = path.join(repoRoot, 'docs/configuration.md');

type ServerVariable = keyof typeof envSchema.shape;

/** The reference's sections, in order; every server variable is in exactly one. */
const SERVER_SECTIONS: readonly { title: string; variables: readonly ServerVariable[] }[] = [
  {
    title: 'Listening and addresses',
    variables: [
      'NODE_ENV',
      'PORT',
      'HOST',
      'TRUST_PROXY',
      'ALLOWED_HOSTS',
      'SITE_ORIGIN',
      'HEADERS_TIMEOUT_MS',
      'REQUEST_TIMEOUT_MS',
      'MAX_CONNECTIONS',
    ],
  },
  {
    title: 'Data',
    variables: [
      'DATA_DIR',
      'DATABASE_URL',
      'SQLITE_LOCK_WAIT_MS',
      'CONTENT_VERSION_POLL_MS',
      'WEB_BUILD_DIR',
    ],
  },
  { title: 'Caches', variables: ['CACHE_MAX_BYTES', 'RENDER_CACHE_MAX_BYTES'] },
  { title: 'Logs', variables: ['LOG_LEVEL', 'LOG_FORMAT'] },
  {
    title: 'Booking form and rate limits',
    variables: [
      'CAPTCHA_HMAC_KEY',
      'CAPTCHA_DIFFICULTY',
      'CONTACT_RATE_LIMIT',
      'TRACE_RATE_LIMIT',
      'RATE_LIMIT_REFUSAL_DELAY_MS',
    ],
  },
  {
    title: 'Admin and analytics',
    variables: [
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'ADMIN_SIGN_IN_RATE_LIMIT',
      'PREVIEW_SECRET',
      'TRACE_RETENTION_DAYS',
      'SITE_TIME_ZONE',
    ],
  },
  {
    title: 'New-enquiry notices',
    variables: [
      'NOTIFY_EMAIL_TO',
      'NOTIFY_EMAIL_FROM',
      'SMTP_URL',
      'SMTP_HOST',
      'SMTP_PORT',
      'SMTP_USER',
      'SMTP_PASS',
      'NOTIFY_WEBHOOK_URL',
    ],
  },
  {
    title: 'Backups',
    variables: ['BACKUP_DIR', 'BACKUP_SCHEDULE', 'BACKUP_KEEP', 'PG_DUMP', 'PG_RESTORE'],
  },
  {
    title: 'Media library',
    variables: [
      'MEDIA_MAX_BYTES',
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_REGION',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_SECRET_ACCESS_KEY',
      'MEDIA_S3_FORCE_PATH_STYLE',
      'MEDIA_S3_PREFIX',
    ],
  },
  {
    title: 'Baidu push',
    variables: ['BAIDU_PUSH_ENDPOINT', 'BAIDU_PUSH_TIMEOUT_MS', 'BAIDU_PUSH_INTERVAL_MS'],
  },
  { title: 'WeChat sharing', variables: ['WECHAT_API_ORIGIN', 'WECHAT_API_TIMEOUT_MS'] },
  { title: 'Demo content', variables: ['SEED_SCALE', 'SEED_BROKEN_PARTNER_ICON', 'DEMO_PHOTO_CACHE_DIR'] },
];

const BUILD_SECTION_TITLE = 'Web app, at build time';

interface Entry {
  name: string;
  description: string;
  default: string;
  allowed: string;
}

/** The parts of a property of zod's JSON Schema that the reference reads. */
interface PropertySchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  default?: unknown;
}

const code = (value: unknown): string => `\`${String(value)}\``;

/** A number's unit where the name gives one: bytes in binary units, milliseconds in seconds. */
function unitNote(name: string, value: number): string {
  if (name.endsWith('_BYTES')) {
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    for (let power = units.length; power >= 1; power--) {
      const size = 1024 ** power;
      if (value >= size && value % size === 0) return ` (${value / size} ${units[power - 1]})`;
    }
  }
  if (name.endsWith('_MS') && value >= 1000 && value % 1000 === 0) return ` (${value / 1000} s)`;
  return '';
}

const amount = (name: string, value: number): string => `${value}${unitNote(name, value)}`;

function listOf(values: unknown[]): string {
  const items = values.map(code);
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

/** The allowed values as the schema's own checks state them, where they can be read from it. */
function allowedFromSchema(name: string, property: PropertySchema): string | undefined {
  if (property.enum) return listOf(property.enum);
  const bounded = (bound: number | undefined) =>
    bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER;
  if (property.type === 'integer' && bounded(property.minimum) && bounded(property.maximum)) {
    return `a whole number from ${amount(name, property.minimum!)} to ${amount(name, property.maximum!)}`;
  }
  if (property.format === 'email') return 'an e-mail address';
  if (property.type === 'string' && (property.minLength ?? 0) > 1)
    return `at least ${property.minLength} characters`;
  return undefined;
}

function serverEntries(): Map<string, Entry> {
  const properties = z.toJSONSchema(envSchema, { io: 'input', unrepresentable: 'any' }).properties ?? {};
  const entries = new Map<string, Entry>();
  for (const [name, schema] of Object.entries(envSchema.shape)) {
    const meta = (schema as z.ZodType).meta() ?? {};
    const property = (properties[name] ?? {}) as PropertySchema;
    const fallback = property.default;
    const allowed = meta.allowed ?? allowedFromSchema(name, property);
    if (!meta.description) throw new Error(`config.ts: ${name} has no description (.describe or .meta)`);
    if (!allowed) throw new Error(`config.ts: say which values ${name} allows (.meta({ allowed }))`);
    entries.set(name, {
      name,
      description: meta.description,
      default:
        meta.defaultText ??
        (fallback === undefined
          ? 'unset'
          : `${code(fallback)}${typeof fallback === 'number' ? unitNote(name, fallback) : ''}`),
      allowed,
    });
  }
  return entries;
}

function buildEntries(): Entry[] {
  return BUNDLED_SETTINGS.map((name) => {
    const doc = BUNDLED_SETTING_DOCS[name];
    return {
      name,
      description: doc.description,
      default: doc.default === undefined ? 'unset' : code(doc.default),
      allowed: doc.allowed,
    };
  });
}

/** GitHub's anchor of a heading. */
function anchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function section(title: string, entries: Entry[]): string[] {
  return [
    `## ${title}`,
    ...entries.flatMap((entry) => [
      `### \`${entry.name}\``,
      entry.description,
      `Default: ${entry.default} · Allowed: ${entry.allowed}`,
    ]),
  ];
}

function markdown(): string {
  const entries = serverEntries();
  const placed = SERVER_SECTIONS.flatMap((each) => each.variables);
  const unplaced = [...entries.keys()].filter((name) => !placed.includes(name as ServerVariable));
  const twice = placed.filter((name, index) => placed.indexOf(name) !== index);
  if (unplaced.length > 0 || twice.length > 0) {
    throw new Error(
      `configuration-reference.ts: place every variable in one section (${[...unplaced, ...twice].join(', ')})`,
    );
  }
  const titles = [...SERVER_SECTIONS.map((each) => each.title), BUILD_SECTION_TITLE];
  return [
    '# Configuration',
    '<!-- Generated by `npm run docs:config` from apps/server/src/config.ts and apps/web/build-config.ts: edit the descriptions there, then run it. -->',
    "Everything is set through environment variables. The server reads its own once, at start: a bad value stops it with a message naming the variable, and so does a missing companion (a key without its secret, `NOTIFY_EMAIL_TO` without a sender). The web app's settings are read when it is built (`npm run build`, which `npm start` runs) and baked into the pages, so that server and browser render the same markup; changing one means building again.",
    'Durations are in milliseconds and sizes in bytes.',
    titles.map((title) => `- [${title}](#${anchor(title)})`).join('\n'),
    ...SERVER_SECTIONS.flatMap((each) =>
      section(
        each.title,
        each.variables.map((name) => entries.get(name)!),
      ),
    ),
    ...section(BUILD_SECTION_TITLE, buildEntries()),
  ].join('\n\n');
}

/** The reference as the file must hold it, formatted as Prettier formats docs/configuration.md. */
export async function renderConfigurationReference(): Promise<string> {
  const options = await prettier.resolveConfig(CONFIGURATION_REFERENCE_PATH);
  return prettier.format(markdown(), { ...options, filepath: CONFIGURATION_REFERENCE_PATH });
}
