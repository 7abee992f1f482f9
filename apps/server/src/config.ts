// Server configuration from the environment, checked once at start-up:
// a bad value stops the process with a message naming the variable.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_LOCK_WAIT_MS } from './db/connect.ts';
import { defaultDemoPhotoCacheDir } from './db/seed/photos/photo-cache-dir.ts';
import { MAX_SEED_SCALE } from './db/seed/scale.ts';
import { isIanaTimeZone } from './modules/admin/enquiries/site-time.ts';
import { parseTrustProxy } from './http/trust-proxy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * Whose X-Forwarded-For and X-Forwarded-Host count: unset trusts nobody; a hop count, or a list
     * of proxy addresses / CIDR networks. Never derived from HOST.
     */
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
      }),
    /**
     * Host names the site may put in its own links (canonical, hreflang, sitemap) when SITE_ORIGIN
     * is unset; a request for any other host is answered as if for the first of these.
     */
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
      ),
    /** Memory the API answer cache may hold, in bytes. */
    CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 40)
      .default(32 * 1024 * 1024),
    /** Memory the page cache may hold, in bytes; 0 renders every page per request. */
    RENDER_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 40)
      .default(64 * 1024 * 1024),
    /** How often, at most, a process reads the content version to notice writes by others (ms). */
    CONTENT_VERSION_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    /** Time a client has to send its request headers (ms): a slow sender cannot hold a connection. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Time a client has to send a whole request, body included (ms); at least HEADERS_TIMEOUT_MS. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Connections one process keeps open at once; further ones are closed until some end. */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2048),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * `pretty`: a start banner and one readable line per request; `json`: pino's JSON lines, for
     * log collectors. Unset: pretty when standard output is a terminal, else json.
     */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /**
     * SQLite: how long a write waits for a write lock held by another process (a backup, a second
     * server) before it is answered 503 with Retry-After (ms). Reads never wait for it.
     */
    SQLITE_LOCK_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_LOCK_WAIT_MS),
    /** Where the built web app lives; the API alone runs without it. */
    WEB_BUILD_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/build')),
    /**
     * How long a client that goes on sending after it was refused (429) waits for each further
     * refusal (ms), so a flood from a few connections slows to a trickle; 0 answers at once.
     */
    RATE_LIMIT_REFUSAL_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(250),
    /** Visit events (userTrace) accepted per client address and minute. */
    TRACE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /** Enquiries accepted per client address and minute. */
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(5),
    /**
     * Signs the booking form's captcha challenges. Random per start unless set; set it when several
     * processes serve the site, or a challenge from one would be refused by another.
     */
    CAPTCHA_HMAC_KEY: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(() => randomBytes(32).toString('hex')),
    /**
     * Signs draft-preview addresses. When unset, a random key is made once and kept in the
     * database, which every process on it shares; set it to keep it out of the database.
     */
    PREVIEW_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** About how many keys a browser derives to pass the captcha (its proof of work); tests lower it. */
    CAPTCHA_DIFFICULTY: z.coerce.number().int().min(1).max(100000).default(1000),
    /**
     * The site's public origin (https://www.example.cn). The admin accepts state-changing requests
     * whose Origin is this one (besides the host a request came in by), and on https its session
     * cookie is `__Host-` prefixed and Secure.
     */
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
      }),
    /** With ADMIN_PASSWORD: the first owner, created on a start with no admin account. */
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.email('must be an e-mail address').optional()),
    /** The first owner's password (ADMIN_EMAIL), and the CLI's for create-user. */
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.string().min(12, 'must be at least 12 characters').max(256).optional()),
    /** Admin sign-in (and setup) attempts accepted per client address in 15 minutes. */
    ADMIN_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
    /**
     * The company's time zone, an IANA name: the enquiries export gives its times in it, with the
     * offset beside each.
     */
    SITE_TIME_ZONE: z
      .string()
      .trim()
      .default('Asia/Shanghai')
      .refine(isIanaTimeZone, 'must be an IANA time zone name such as Asia/Shanghai or Europe/Berlin'),
    /** Days raw page views and visit events are kept; older days live on in the daily roll-ups. */
    TRACE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** New-enquiry notices by e-mail: the SMTP server as a URL (smtp:// or smtps://, user and password in it)… */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** …or by its parts (port 465 means TLS from the start). */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    /** Who receives new-enquiry e-mails: one address or several, comma-separated. */
    NOTIFY_EMAIL_TO: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((address) => address.trim())
          .filter((address) => address !== ''),
      )
      .pipe(z.array(z.email('must hold e-mail addresses, comma-separated'))),
    NOTIFY_EMAIL_FROM: z.email('must be an e-mail address').optional(),
    /** A WeCom or DingTalk group robot (or any URL taking their JSON) told of each new enquiry. */
    NOTIFY_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /**
     * Copies of the demo catalogue an empty database is seeded with (brands, cars, products,
     * galleries, news, visit traces), to measure how the site behaves as content grows; 1 = the demo.
     */
    SEED_SCALE: z.coerce.number().int().min(1).max(MAX_SEED_SCALE).default(1),
    /**
     * Where the demo's photographs and their variants are kept once made (minutes of encoding on
     * first start), shared by every data folder on the machine.
     */
    DEMO_PHOTO_CACHE_DIR: z.string().min(1).default(defaultDemoPhotoCacheDir()),
    /** Largest file the media library accepts, in bytes (each file of an upload). */
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(2 ** 32)
      .default(20 * 1024 * 1024),
    /**
     * Where Baidu's link submission API lives (its /urls call is appended); tests and staging point
     * it at a stand-in.
     */
    BAIDU_PUSH_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://data.zz.baidu.com'),
    /** How long one submission to Baidu may take before it counts as failed (ms). */
    BAIDU_PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** How often this process looks for addresses to push (ms); 0: never (another process does). */
    BAIDU_PUSH_INTERVAL_MS: z.coerce
      .number()
      .int()
      .refine(
        (value) => value === 0 || (value >= 1_000 && value <= 3_600_000),
        'must be 0 or 1000 to 3600000',
      )
      .default(30_000),
    /**
     * The media library's files in an S3-compatible bucket instead of DATA_DIR/media, so that
     * several machines serve one library. Unset: local disk.
     */
    MEDIA_S3_BUCKET: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(
        z
          .string()
          .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
          .optional(),
      ),
    /** The S3-compatible service (https://oss-cn-shanghai.aliyuncs.com); unset: AWS S3. */
    MEDIA_S3_ENDPOINT: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** With MEDIA_S3_SECRET_ACCESS_KEY; both unset: the SDK's own chain (AWS_* variables, a role). */
    MEDIA_S3_ACCESS_KEY_ID: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    MEDIA_S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    /** "1": `endpoint/bucket/key` addresses (MinIO and most self-hosted stores). */
    MEDIA_S3_FORCE_PATH_STYLE: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
    /** Where the library's keys start in the bucket (`site-a/media`), so one bucket can hold more. */
    MEDIA_S3_PREFIX: z
      .string()
      .optional()
      .transform((value) => (value ?? '').replace(/^\/+|\/+$/g, ''))
      .pipe(
        z
          .string()
          .max(200)
          .regex(
            /^([A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*)?$/,
            'must be a path such as site-a/media',
          ),
      ),
    /** "1": the demo seed gives one partner a missing icon, so tests can watch the logo fallback. */
    SEED_BROKEN_PARTNER_ICON: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
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
      (!config.MEDIA_S3_ENDPOINT && !config.MEDIA_S3_ACCESS_KEY_ID && !config.MEDIA_S3_PREFIX),
    { path: ['MEDIA_S3_BUCKET'], message: 'is required when other MEDIA_S3_ variables are set' },
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
