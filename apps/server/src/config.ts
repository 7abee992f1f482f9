// Server configuration from the environment, checked once at start-up:
// a bad value stops the process with a message naming the variable.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  isS3Location,
  S3_BUCKET_NAME,
  S3_PREFIX,
  S3_PREFIX_MAX,
  s3LocationProblem,
} from './backup/backup-location.ts';
import { DEFAULT_LOCK_WAIT_MS } from './db/connect.ts';
import { defaultDemoPhotoCacheDir } from './db/seed/photos/photo-cache-dir.ts';
import { MAX_SEED_SCALE } from './db/seed/scale.ts';
import { isIanaTimeZone } from './modules/admin/enquiries/site-time.ts';
import { parseTrustProxy } from './http/request/trust-proxy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Each variable carries its description, and where the schema's checks cannot say it, its default
// and allowed values in words: docs/configuration.md is generated from them (npm run docs:config).
declare module 'zod' {
  interface GlobalMeta {
    /** The default as the reference shows it, when it is made at start (a path, a random key). */
    defaultText?: string;
    /** The allowed values in words, when the schema's own checks do not say them. */
    allowed?: string;
  }
}

const FOLDER = 'a folder path';
const HTTP_URL = 'an http(s) URL';

/** A setting that is a whole number from `min` to `max`, `fallback` when unset. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['production', 'development', 'test'])
      .default('development')
      .describe(
        "React Router's mode: `development` shows a server error's message and stack in the page, the others do not. `npm start` and `npm run serve` set `production`.",
      ),
    PORT: wholeNumber(0, 65535, 3000).describe('The HTTP port.'),
    HOST: z.string().min(1).default('127.0.0.1').meta({
      description: 'The listen address; `0.0.0.0` to be reached from other machines (behind a proxy).',
      allowed: 'an IP address or host name',
    }),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')).meta({
      description:
        "The SQLite file (`site.db`), the content files (`static`, served under `/api/static/`), uploads (`media`), image variants when the machine's store cannot take them (`image-cache`) and the enquiry journal.",
      defaultText: '`data` in the repository',
      allowed: FOLDER,
    }),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional()
      .meta({
        description:
          'PostgreSQL instead of the embedded SQLite: `postgres://user:pass@host:5432/db`. Processes on several machines need one PostgreSQL.',
        defaultText: 'unset (SQLite in `DATA_DIR`)',
        allowed: 'a `postgres://` or `postgresql://` URL',
      }),
    // Never derived from HOST: trusting a proxy is a choice of whoever runs the site.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .meta({
        description:
          "Whose `X-Forwarded-For` and `X-Forwarded-Host` count; the client is the rightmost address not trusted. Set it behind a proxy, so that limits and the audit log see the client's address and https is recognised.",
        defaultText: 'unset (trusts nobody)',
        allowed:
          'a hop count from 1 to 10 (`1` behind one proxy), or addresses and CIDR networks, comma-separated (`10.0.0.0/8,127.0.0.1`; `loopback`, `linklocal` and `uniquelocal` name ranges)',
      }),
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
      )
      .meta({
        description:
          'Host names the site may use in its own links (canonical, hreflang, sitemap) when `SITE_ORIGIN` is unset. A request naming another host gets links to the first of these, with the port the server took the request on (none behind a trusted proxy).',
        defaultText: '`localhost`, `127.0.0.1` and `HOST` when it names one host',
        allowed: 'host names, comma-separated',
      }),
    CACHE_MAX_BYTES: wholeNumber(0, 2 ** 40, 32 * 1024 * 1024).describe(
      'Memory the API answer cache may hold.',
    ),
    RENDER_CACHE_MAX_BYTES: wholeNumber(0, 2 ** 40, 64 * 1024 * 1024).describe(
      'Memory the page cache may hold (finished pages for visitors who are not signed in); `0` renders every page per request.',
    ),
    CONTENT_VERSION_POLL_MS: wholeNumber(0, 60_000, 500).describe(
      'How often, at most, a process reads the content version to notice content written by another process (ms).',
    ),
    HEADERS_TIMEOUT_MS: wholeNumber(100, 600_000, 10_000).describe(
      'Time a client has to send its request headers (ms); a slower one is answered 408 and cut off.',
    ),
    REQUEST_TIMEOUT_MS: wholeNumber(100, 600_000, 30_000).describe(
      'Time a client has to send a whole request, body included (ms); at least `HEADERS_TIMEOUT_MS`.',
    ),
    MAX_CONNECTIONS: wholeNumber(1, 1_000_000, 2048).describe(
      'Connections one process keeps open at once; further ones are closed until some end.',
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe('The least severe level logged; `silent` logs nothing.'),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional().meta({
      description:
        "`pretty`: a start banner (site, admin, the first owner's setup link, the database) and one readable line per request; `json`: JSON lines for log collectors.",
      defaultText: '`pretty` when standard output is a terminal, else `json`',
    }),
    SQLITE_LOCK_WAIT_MS: wholeNumber(0, 60_000, DEFAULT_LOCK_WAIT_MS).describe(
      'SQLite: how long a write waits for a write lock held by another process (a backup, a second server) before it is answered 503 with `Retry-After` (ms). Reads never wait for it.',
    ),
    WEB_BUILD_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/build')).meta({
      description:
        'Where the built web app lives: `npm run build` writes it there and the server serves it from there. The API alone runs without it.',
      defaultText: '`apps/web/build` in the repository',
      allowed: FOLDER,
    }),
    RATE_LIMIT_REFUSAL_DELAY_MS: wholeNumber(0, 10_000, 250).describe(
      'A client refused by a rate limit (429) that goes on sending waits this long for each further refusal (ms), so a flood from a few connections slows to a trickle; `0` answers at once.',
    ),
    TRACE_RATE_LIMIT: wholeNumber(1, 1_000_000, 60).describe(
      "Visit events (`userTrace`) accepted per client address and minute; visits reported by another site's page are refused (403).",
    ),
    CONTACT_RATE_LIMIT: wholeNumber(1, 10000, 5).describe(
      'Enquiries accepted per client address and minute, then 429.',
    ),
    CAPTCHA_HMAC_KEY: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(() => randomBytes(32).toString('hex'))
      .meta({
        description:
          "Signs the booking form's captcha challenges. Set the same key in every process, or a challenge issued by one is refused by another.",
        defaultText: 'random at each start',
      }),
    PREVIEW_SECRET: z.string().min(32, 'must be at least 32 characters').optional().meta({
      description:
        'Signs draft-preview links. Unset, a random key is made once and kept in the database, which every process on it shares; set it to keep the key out of the database. Changing it revokes every link.',
      defaultText: 'a random key kept in the database',
    }),
    CAPTCHA_DIFFICULTY: wholeNumber(1, 100000, 1000).describe(
      "The captcha's proof of work: about how many keys a browser derives (tests lower it).",
    ),
    SITE_ORIGIN: z
      .string()
      .optional()
      .transform((value, context) => {
        const text = (value ?? '').trim();
        if (text === '') return undefined;
        try {
          const url = new URL(text);
          if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
        } catch {
          // Reported below.
        }
        context.addIssue({
          code: 'custom',
          message: 'must be an http(s) origin such as https://www.example.cn',
        });
        return z.NEVER;
      })
      .meta({
        description:
          "The site's public origin (`https://www.example.cn`); set it in production. The admin accepts state-changing requests from it, and on https its session cookie is `__Host-` prefixed and Secure. The web app's build reads it too (below).",
        allowed: 'an http(s) origin',
      }),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.email('must be an e-mail address').optional())
      .meta({
        description:
          'With `ADMIN_PASSWORD`: a start with no admin account creates the first owner with this e-mail. Without either, the log shows a one-time setup link.',
        allowed: 'an e-mail address',
      }),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.string().min(12, 'must be at least 12 characters').max(256).optional())
      .meta({
        description:
          "The first owner's password (with `ADMIN_EMAIL`), and the password `npm run admin -- create-user` takes.",
        allowed: '12 to 256 characters',
      }),
    ADMIN_SIGN_IN_RATE_LIMIT: wholeNumber(1, 100000, 30).describe(
      'Admin sign-in attempts (and setup, and invitation links read or accepted) accepted per client address in 15 minutes; each account also locks for 15 minutes after 5 failures.',
    ),
    SITE_TIME_ZONE: z
      .string()
      .trim()
      .default('Asia/Shanghai')
      .refine(isIanaTimeZone, 'must be an IANA time zone name such as Asia/Shanghai or Europe/Berlin')
      .meta({
        description:
          "The company's time zone: the enquiries export gives its times in it, with the offset beside each.",
        allowed: 'an IANA time zone name (Asia/Shanghai, Europe/Berlin)',
      }),
    TRACE_RETENTION_DAYS: wholeNumber(1, 3650, 90).describe(
      'Days raw page views and visit events are kept; older days live on in the daily analytics roll-ups (a day is deleted only once rolled up).',
    ),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional()
      .meta({
        description:
          'The SMTP server for new-enquiry e-mails, as a URL: `smtps://user:pass@smtp.example.cn:465`, or `smtp://…:587` with STARTTLS.',
        allowed: 'an `smtp://` or `smtps://` URL',
      }),
    SMTP_HOST: z.string().min(1).optional().meta({
      description: 'The SMTP server by its parts instead of `SMTP_URL`: its host.',
      allowed: 'a host name or address',
    }),
    SMTP_PORT: wholeNumber(1, 65535, 587).describe(
      "The SMTP server's port (with `SMTP_HOST`); 465 means TLS from the start.",
    ),
    SMTP_USER: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'The user name on the SMTP server (with `SMTP_HOST`).', allowed: 'text' }),
    SMTP_PASS: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'The password on the SMTP server (with `SMTP_HOST`).', allowed: 'text' }),
    NOTIFY_EMAIL_TO: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((address) => address.trim())
          .filter((address) => address !== ''),
      )
      .pipe(z.array(z.email('must hold e-mail addresses, comma-separated')))
      .meta({
        description:
          'Who is e-mailed about each new enquiry; needs `NOTIFY_EMAIL_FROM`, and `SMTP_URL` or `SMTP_HOST`.',
        allowed: 'e-mail addresses, comma-separated',
      }),
    NOTIFY_EMAIL_FROM: z
      .email('must be an e-mail address')
      .optional()
      .describe(
        'The sender of those e-mails, and of invitations to the admin (sent when SMTP is set up too).',
      ),
    NOTIFY_WEBHOOK_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .optional()
      .meta({
        description:
          "A WeCom or DingTalk group robot (or any address taking `{msgtype:'text', text:{content}}`) told of each new enquiry.",
        allowed: HTTP_URL,
      }),
    SEED_SCALE: wholeNumber(1, MAX_SEED_SCALE, 1).describe(
      'Copies of the demo catalogue an empty database is seeded with (brands, cars, products, galleries, news, visit traces, in both languages), to measure how the site behaves as content grows (`npm run bench:scale`); `1` is the demo the tests know.',
    ),
    DEMO_PHOTO_CACHE_DIR: z.string().min(1).default(defaultDemoPhotoCacheDir()).meta({
      description:
        "Where the demo's photographs, and the variants of the site's own content images, are kept once made, shared by every data folder on the machine. Safe to delete: they are made again when needed.",
      defaultText: '`$XDG_CACHE_HOME/refit-showcase/demo-photos` (`~/.cache/…` without it)',
      allowed: FOLDER,
    }),
    MEDIA_MAX_BYTES: wholeNumber(1024, 2 ** 32, 20 * 1024 * 1024).describe(
      'The largest file the media library accepts, per file of an upload (413 above it).',
    ),
    BAIDU_PUSH_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://data.zz.baidu.com')
      .meta({
        description:
          "Where Baidu's link submission API lives (`/urls` is appended); staging and tests point it at a stand-in. The push itself is switched on in the admin's site settings.",
        allowed: HTTP_URL,
      }),
    BAIDU_PUSH_TIMEOUT_MS: wholeNumber(100, 60_000, 10_000).describe(
      'How long one submission to Baidu may take before it counts as failed and is tried again later (ms).',
    ),
    BAIDU_PUSH_INTERVAL_MS: z.coerce
      .number()
      .int()
      .refine(
        (value) => value === 0 || (value >= 1_000 && value <= 3_600_000),
        'must be 0 or 1000 to 3600000',
      )
      .default(30_000)
      .meta({
        description:
          'How often this process looks for published pages to submit to Baidu (ms; one process sends at a time, whatever their number); `0`: this process never does.',
        allowed: '`0`, or a whole number from 1000 to 3600000',
      }),
    WECHAT_API_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.weixin.qq.com')
      .meta({
        description:
          "Where WeChat's server API lives (`/cgi-bin/stable_token` and `/cgi-bin/ticket/getticket` are appended), asked for the JS-SDK ticket that signs the share cards of pages opened in WeChat; staging and tests point it at a stand-in. The Official Account is set in the admin's site settings.",
        allowed: HTTP_URL,
      }),
    WECHAT_API_TIMEOUT_MS: wholeNumber(100, 30_000, 5_000).describe(
      "How long one call to WeChat's API may take (ms); one that takes longer counts as WeChat unreachable, and the share configuration answers 503 for a minute.",
    ),
    MEDIA_S3_BUCKET: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.string().regex(S3_BUCKET_NAME, 'must be a bucket name (3-63 of a-z 0-9 . -)').optional())
      .meta({
        description:
          "The media library's originals and variants in this bucket of an S3-compatible store (AWS S3, MinIO, Aliyun OSS, Tencent COS, R2) instead of `DATA_DIR/media`, so that every process serves one library. The store being down answers 503.",
        defaultText: 'unset (local disk)',
        allowed: 'a bucket name: 3 to 63 of `a-z`, `0-9`, `.` and `-`',
      }),
    MEDIA_S3_ENDPOINT: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional())
      .meta({
        description:
          "The store's address: `https://oss-cn-shanghai.aliyuncs.com`, `http://minio.internal:9000`.",
        defaultText: 'unset (AWS S3)',
        allowed: HTTP_URL,
      }),
    MEDIA_S3_REGION: z
      .string()
      .trim()
      .min(1)
      .default('us-east-1')
      .meta({ description: "The bucket's region as the store names it.", allowed: 'a region name' }),
    MEDIA_S3_ACCESS_KEY_ID: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .meta({
        description:
          "The store's key, with `MEDIA_S3_SECRET_ACCESS_KEY`; both unset: the AWS SDK's own chain (`AWS_ACCESS_KEY_ID`, an instance role). It needs `GetObject`, `PutObject`, `DeleteObject` and `ListBucket` on the bucket.",
        allowed: 'text',
      }),
    MEDIA_S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .meta({ description: "The key's secret, with `MEDIA_S3_ACCESS_KEY_ID`.", allowed: 'text' }),
    MEDIA_S3_FORCE_PATH_STYLE: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1')
      .describe(
        '`1` addresses `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted stores).',
      ),
    MEDIA_S3_PREFIX: z
      .string()
      .optional()
      .transform((value) => (value ?? '').replace(/^\/+|\/+$/g, ''))
      .pipe(z.string().max(S3_PREFIX_MAX).regex(S3_PREFIX, 'must be a path such as site-a/media'))
      .meta({
        description:
          "Where the library's keys start in the bucket, so that one bucket can hold several libraries; one prefix per database, since variant keys carry media ids.",
        allowed: 'a path such as `site-a/media` (letters, digits, `.`, `_` and `-`; at most 200 characters)',
      }),
    BACKUP_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'backups'))
      .superRefine((value, context) => {
        const problem = isS3Location(value) ? s3LocationProblem(value) : undefined;
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .meta({
        description:
          "Where `npm run backup` (without `--to`), scheduled backups, backups owners ask for in the admin and a restore with `--force` write their archives; the admin lists and downloads the archives it finds there. A folder: keep it off the data folder, and copy its archives off the machine. `s3://bucket/prefix`: the archives go to that bucket of the media library's store (`MEDIA_S3_ENDPOINT`, `MEDIA_S3_REGION`, the keys and `MEDIA_S3_FORCE_PATH_STYLE`; the bucket may be another than `MEDIA_S3_BUCKET`, which may be unset), made in `DATA_DIR/backup-work` first and uploaded once complete; every process of the site then lists the same archives.",
        defaultText: '`backups` in the repository',
        allowed: 'a folder path, or `s3://bucket/prefix`',
      }),
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(
        z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 03:30')
          .optional(),
      )
      .meta({
        description:
          'A backup every day at this time in `SITE_TIME_ZONE`, into `BACKUP_DIR`, made by one process of the site whatever their number; a failure is logged and written to the audit log. Without it, backups are made only when asked for (`npm run backup`, or an owner in the admin).',
        defaultText: 'unset (no scheduled backups)',
        allowed: 'a time of day, `HH:MM` (`03:30`)',
      }),
    BACKUP_KEEP: wholeNumber(1, 1000, 7).describe(
      'Scheduled backups kept in `BACKUP_DIR`; older ones are deleted after each new one. Archives made by hand are never deleted.',
    ),
    PG_DUMP: z.string().trim().min(1).default('pg_dump').meta({
      description:
        "PostgreSQL: the `pg_dump` a backup runs, by name on `PATH` or as a path; it must be of the server's major version or newer.",
      allowed: 'a command name or path',
    }),
    PG_RESTORE: z.string().trim().min(1).default('pg_restore').meta({
      description: 'PostgreSQL: the `pg_restore` a restore runs, by name on `PATH` or as a path.',
      allowed: 'a command name or path',
    }),
    SEED_BROKEN_PARTNER_ICON: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1')
      .describe(
        '`1`: the demo seed gives partner 8 a missing icon, so that the browser tests can watch the logo fallback.',
      ),
  })
  .refine((config) => config.REQUEST_TIMEOUT_MS >= config.HEADERS_TIMEOUT_MS, {
    path: ['REQUEST_TIMEOUT_MS'],
    message: 'must be at least HEADERS_TIMEOUT_MS',
  })
  .refine((config) => config.NOTIFY_EMAIL_TO.length === 0 || config.SMTP_URL || config.SMTP_HOST, {
    path: ['NOTIFY_EMAIL_TO'],
    message: 'needs SMTP_URL or SMTP_HOST to send through',
  })
  .refine((config) => config.NOTIFY_EMAIL_TO.length === 0 || config.NOTIFY_EMAIL_FROM, {
    path: ['NOTIFY_EMAIL_FROM'],
    message: 'is required with NOTIFY_EMAIL_TO',
  })
  .refine((config) => !config.MEDIA_S3_ACCESS_KEY_ID === !config.MEDIA_S3_SECRET_ACCESS_KEY, {
    path: ['MEDIA_S3_SECRET_ACCESS_KEY'],
    message: 'must be set together with MEDIA_S3_ACCESS_KEY_ID',
  })
  .refine(
    (config) =>
      config.MEDIA_S3_BUCKET ||
      // Backups to a bucket use the store's settings without the media library being in it.
      (!config.MEDIA_S3_PREFIX &&
        (isS3Location(config.BACKUP_DIR) || (!config.MEDIA_S3_ENDPOINT && !config.MEDIA_S3_ACCESS_KEY_ID))),
    {
      path: ['MEDIA_S3_BUCKET'],
      message: 'is required when other MEDIA_S3_ variables are set (unless BACKUP_DIR is an s3:// location)',
    },
  )
  .refine((config) => !config.ADMIN_EMAIL || config.ADMIN_PASSWORD, {
    path: ['ADMIN_PASSWORD'],
    message: 'must be set with ADMIN_EMAIL',
  });

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
