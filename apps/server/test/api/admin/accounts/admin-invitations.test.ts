// Owners invite a colleague: a one-time link for an address and a role, good for a week, only its
// hash stored, one open per address, e-mailed when SMTP is set up; withdrawn by an owner; accepted
// once (however many tries arrive at once) with a name and password, which signs the colleague in.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITATION_LIFETIME_MS } from '@refit/contract/admin';
import { call, signedIn, TEST_PASSWORD } from '../../../helpers/admin.ts';
import type { Answer } from '../../../helpers/admin.ts';
import { startFakeSmtp } from '../../../helpers/fake-notice-servers.ts';
import type { FakeSmtp, ReceivedMail } from '../../../helpers/fake-notice-servers.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  owner = await signedIn(app, 'owner');
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

let counter = 0;
const address = () => `colleague${++counter}-${Date.now()}@example.com`;

function invite(on: TestApp, cookie: string, body: Record<string, unknown>) {
  return call(on, 'POST', '/invitations', { cookie, body });
}

/** The token at the end of an invitation's link. */
function tokenOf(answer: Answer): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const link = String(answer.body.result.link);
  expect(link).toMatch(/^http:\/\/localhost:80\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
  return link.split('/').pop()!;
}

const lookup = (token: string, on = app) => call(on, 'POST', '/invitations/lookup', { body: { token } });
const accept = (token: string, body: Record<string, unknown> = {}, on = app) =>
  call(on, 'POST', '/invitations/accept', {
    body: { token, name: '新同事', password: 'Orchard-Lantern-Compass-61', ...body },
  });

async function openInvitations(): Promise<{ id: number; email: string; role: string }[]> {
  const answer = await call(app, 'GET', '/invitations', { cookie: owner.cookie });
  expect(answer.status).toBe(200);
  return answer.body.result.records;
}

async function auditOf(action: string) {
  return app.db.selectFrom('admin_audit').selectAll().where('action', '=', action).orderBy('id').execute();
}

describe('inviting', () => {
  it('makes a link good for a week, keeps only its hash, lists and audits it', async () => {
    const email = address();
    const answer = await invite(app, owner.cookie, {
      email: email.toUpperCase(),
      name: ' 陈晨 ',
      role: 'editor',
    });
    const token = tokenOf(answer);
    expect(answer.body.result.email).toBe('not-configured');
    const { invitation } = answer.body.result;
    expect(invitation).toMatchObject({ email, name: '陈晨', role: 'editor', invitedBy: owner.name });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(INVITATION_LIFETIME_MS);

    const stored = await app.db.selectFrom('admin_invitation').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await openInvitations()).map((row) => row.email)).toContain(email);
    const [entry] = (await auditOf('invitation.create')).filter((row) => row.detail.includes(email));
    expect(entry).toMatchObject({ actorId: owner.id, target: `invitation:${invitation.id}` });
    expect(entry!.detail).not.toContain(token);

    expect((await lookup(token)).body).toEqual({
      success: true,
      message: 'ok',
      result: { email, name: '陈晨', role: 'editor', expiresAt: invitation.expiresAt },
    });
  });

  it('refuses bad input field by field, and an address that has an account', async () => {
    const bad = await invite(app, owner.cookie, {
      email: 'not an address',
      role: 'boss',
      name: 'x'.repeat(101),
      lang: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const paths = (bad.body.result.issues as { path: string[] }[]).map((issue) => issue.path.join('.'));
    expect(paths.sort()).toEqual(['email', 'lang', 'name', 'role']);
    expect((await invite(app, owner.cookie, {})).status).toBe(400);

    const taken = await invite(app, owner.cookie, { email: owner.email.toUpperCase(), role: 'sales' });
    expect(taken.status).toBe(409);
    expect(taken.body.result.issues).toEqual([{ path: ['email'], message: 'already has an account' }]);
  });

  it('replaces the open invitation to the same address: the older link stops working', async () => {
    const email = address();
    const first = tokenOf(await invite(app, owner.cookie, { email, role: 'sales' }));
    const second = tokenOf(await invite(app, owner.cookie, { email, role: 'editor' }));
    expect((await openInvitations()).filter((row) => row.email === email)).toEqual([
      expect.objectContaining({ role: 'editor' }),
    ]);
    const old = await lookup(first);
    expect(old.status).toBe(410);
    expect(old.body.result).toEqual({ reason: 'replaced' });
    expect((await accept(first)).status).toBe(410);
    expect((await lookup(second)).status).toBe(200);
  });

  it('is for owners alone: editors and sales get 403 on every owner call, nobody signed out gets in', async () => {
    const token = tokenOf(await invite(app, owner.cookie, { email: address(), role: 'sales' }));
    const [open] = await openInvitations();
    for (const role of ['editor', 'sales'] as const) {
      const { cookie } = await signedIn(app, role);
      const calls = [
        await call(app, 'GET', '/invitations', { cookie }),
        await invite(app, cookie, { email: address(), role: 'owner' }),
        await call(app, 'DELETE', `/invitations/${open!.id}`, { cookie }),
      ];
      for (const answer of calls) {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ success: false, result: null, message: 'Your role may not do this' });
      }
    }
    expect((await call(app, 'GET', '/invitations')).status).toBe(401);
    expect((await invite(app, '', { email: address(), role: 'owner' })).status).toBe(401);
    expect((await call(app, 'DELETE', `/invitations/${open!.id}`)).status).toBe(401);
    // The link still works: none of the refused calls touched it.
    expect((await lookup(token)).status).toBe(200);
  });
});

describe('accepting', () => {
  it('makes the account with the invited role once, signs it in, and audits it', async () => {
    const email = address();
    const token = tokenOf(await invite(app, owner.cookie, { email, name: '王', role: 'editor' }));

    const weak = await accept(token, { password: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.body.result.issues).toEqual([
      { path: ['password'], message: 'is too common; choose another' },
    ]);
    const short = await accept(token, { password: 'short', name: '   ' });
    expect(short.status).toBe(400);
    expect((short.body.result.issues as { path: string[] }[]).map((issue) => issue.path[0]).sort()).toEqual([
      'name',
      'password',
    ]);
    expect((await call(app, 'POST', '/invitations/accept', { body: {} })).status).toBe(400);

    const done = await accept(token, { name: '王小明' });
    expect(done.status).toBe(200);
    expect(done.body.result.user).toMatchObject({ email, name: '王小明', role: 'editor' });
    const me = await call(app, 'GET', '/auth/me', { cookie: done.cookie });
    expect(me.body.result.user).toMatchObject({ email, role: 'editor' });

    const again = await accept(token);
    expect(again.status).toBe(410);
    expect(again.body.result).toEqual({ reason: 'used' });
    expect((await lookup(token)).body.result).toEqual({ reason: 'used' });
    expect((await openInvitations()).map((row) => row.email)).not.toContain(email);

    const [entry] = (await auditOf('invitation.accept')).filter((row) => row.detail.includes(email));
    expect(entry).toMatchObject({
      actorId: done.body.result.user.id,
      target: `user:${done.body.result.user.id}`,
    });
    // An invited address now has an account: it cannot be invited again.
    expect((await invite(app, owner.cookie, { email, role: 'sales' })).status).toBe(409);
  });

  it('answers 404 for a token never issued and 400 for none, never a 500', async () => {
    expect((await lookup('A'.repeat(43))).status).toBe(404);
    expect((await accept('A'.repeat(43))).status).toBe(404);
    expect((await lookup('')).status).toBe(400);
    expect((await lookup('x'.repeat(201))).status).toBe(400);
  });

  it('makes one account when the same link is accepted many times at once', async () => {
    const email = address();
    const token = tokenOf(await invite(app, owner.cookie, { email, role: 'sales' }));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => accept(token, { name: `同事 ${index}` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 410, 410, 410, 410, 410]);
    const accounts = await app.db.selectFrom('admin_user').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
    expect((await auditOf('invitation.accept')).filter((row) => row.detail.includes(email))).toHaveLength(1);
  });

  it('refuses when the address got an account meanwhile, and keeps the invitation open', async () => {
    const email = address();
    const token = tokenOf(await invite(app, owner.cookie, { email, role: 'sales' }));
    expect(
      (
        await call(app, 'POST', '/users', {
          cookie: owner.cookie,
          body: { email, name: 'made by hand', role: 'sales', password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect((await accept(token)).status).toBe(409);
    expect((await lookup(token)).status).toBe(200);
  });
});

describe('withdrawing', () => {
  it('stops the link, says why, and is audited; a second withdrawal is a 404', async () => {
    const email = address();
    const answer = await invite(app, owner.cookie, { email, role: 'owner' });
    const token = tokenOf(answer);
    const { id } = answer.body.result.invitation;
    expect((await call(app, 'DELETE', `/invitations/${id}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await lookup(token)).body.result).toEqual({ reason: 'withdrawn' });
    expect((await accept(token)).body.result).toEqual({ reason: 'withdrawn' });
    expect((await openInvitations()).map((row) => row.id)).not.toContain(id);
    expect((await call(app, 'DELETE', `/invitations/${id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await call(app, 'DELETE', '/invitations/abc', { cookie: owner.cookie })).status).toBe(400);
    const [entry] = (await auditOf('invitation.withdraw')).filter((row) => row.detail.includes(email));
    expect(entry).toMatchObject({ actorId: owner.id, target: `invitation:${id}` });
  });
});

describe('expiry', () => {
  it('works until the week is over, then says it expired and drops off the list', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00Z') });
    const email = address();
    const token = tokenOf(await invite(app, owner.cookie, { email, role: 'sales' }));
    vi.setSystemTime(new Date(Date.parse('2026-05-01T10:00:00Z') + INVITATION_LIFETIME_MS - 60_000));
    expect((await lookup(token)).status).toBe(200);
    vi.setSystemTime(new Date(Date.parse('2026-05-01T10:00:00Z') + INVITATION_LIFETIME_MS + 1));
    const late = await lookup(token);
    expect(late.status).toBe(410);
    expect(late.body.result).toEqual({ reason: 'expired' });
    expect((await accept(token)).body.result).toEqual({ reason: 'expired' });
    expect(await app.db.selectFrom('admin_user').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
  });
});

describe('sweeping', () => {
  it('deletes invitations closed or expired over 30 days ago when the next one is made', async () => {
    const day = 24 * 60 * 60_000;
    const start = Date.parse('2026-06-01T10:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(start) });
    // An owner signed in at each moment: a session does not last the weeks this test spans.
    const ownerNow = async () => (await signedIn(app, 'owner')).cookie;
    let cookie = await ownerNow();
    const answer = await invite(app, cookie, { email: address(), role: 'sales' });
    const withdrawn = tokenOf(answer);
    const { id } = answer.body.result.invitation;
    expect((await call(app, 'DELETE', `/invitations/${id}`, { cookie })).status).toBe(200);
    const expiring = tokenOf(await invite(app, cookie, { email: address(), role: 'editor' }));

    // 29 days on, both links still say why they no longer work.
    vi.setSystemTime(new Date(start + 29 * day));
    cookie = await ownerNow();
    tokenOf(await invite(app, cookie, { email: address(), role: 'sales' }));
    expect((await lookup(withdrawn)).body.result).toEqual({ reason: 'withdrawn' });
    expect((await lookup(expiring)).body.result).toEqual({ reason: 'expired' });

    // Over 30 days after it closed (and after the other expired), the next invitation sweeps both.
    vi.setSystemTime(new Date(start + INVITATION_LIFETIME_MS + 31 * day));
    cookie = await ownerNow();
    const fresh = tokenOf(await invite(app, cookie, { email: address(), role: 'sales' }));
    expect((await lookup(withdrawn)).status).toBe(404);
    expect((await lookup(expiring)).status).toBe(404);
    expect((await lookup(fresh)).status).toBe(200);
  });
});

describe('the audit log in words', () => {
  it('names the invited address, and the new colleague by name', async () => {
    const email = address();
    const token = tokenOf(await invite(app, owner.cookie, { email, role: 'editor' }));
    await accept(token, { name: '赵六' });
    const read = async (action: string) => {
      const answer = await call(app, 'GET', `/audit?action=${action}`, { cookie: owner.cookie });
      return (answer.body.result.records as { subject: unknown; detail: Record<string, unknown> }[]).find(
        (record) => record.detail.email === email,
      );
    };
    expect((await read('invitation.create'))?.subject).toMatchObject({ kind: 'account', title: email });
    expect((await read('invitation.accept'))?.subject).toMatchObject({ kind: 'user', title: '赵六' });
  });
});

describe('the e-mail', () => {
  let smtp: FakeSmtp;
  let mailing: TestApp;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    mailing = await createTestApp({
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_FROM: 'site@example.com',
      SITE_ORIGIN: 'https://www.example.cn',
    });
    cookie = (await signedIn(mailing, 'owner')).cookie;
  });
  afterAll(async () => {
    await mailing.close();
    await smtp.close();
  });

  /** A received message's text, its transfer encoding undone. */
  function bodyOf(mail: ReceivedMail): string {
    const [head = '', body = ''] =
      mail.raw.split(/\r?\n\r?\n/, 2).length === 2
        ? [
            mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)),
            mail.raw.slice(mail.raw.search(/\r?\n\r?\n/)).trim(),
          ]
        : [mail.raw, ''];
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
    const unfolded = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }

  it('carries the link from the site origin, in the inviting owner’s language', async () => {
    const english = await invite(mailing, cookie, {
      email: 'en-colleague@example.com',
      role: 'editor',
      lang: 'en',
    });
    expect(english.body.result.email).toBe('sent');
    expect(english.body.result.link).toMatch(/^https:\/\/www\.example\.cn\/admin\/invite\//);
    const chinese = await invite(mailing, cookie, {
      email: 'zh-colleague@example.com',
      role: 'sales',
      lang: 'zh',
    });
    expect(chinese.body.result.email).toBe('sent');
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2));
    const [en, zh] = smtp.received;
    expect(en!.to).toEqual(['en-colleague@example.com']);
    expect(en!.from).toBe('site@example.com');
    expect(bodyOf(en!)).toContain(english.body.result.link);
    expect(bodyOf(en!)).toContain('as an editor');
    expect(bodyOf(zh!)).toContain(chinese.body.result.link);
    expect(bodyOf(zh!)).toContain('「销售」');
  });

  it('says so when the mail server refuses, and still gives the link', async () => {
    const unreachable = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:1',
      NOTIFY_EMAIL_FROM: 'site@example.com',
    });
    try {
      const { cookie: ownerCookie } = await signedIn(unreachable, 'owner');
      const answer = await invite(unreachable, ownerCookie, { email: 'nomail@example.com', role: 'sales' });
      expect(answer.body.result.email).toBe('failed');
      expect((await lookup(tokenOf(answer), unreachable)).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});

describe('guessing tokens', () => {
  it('is limited per address as sign-in is', async () => {
    const limited = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '3' });
    try {
      const guesses = [];
      for (let i = 0; i < 4; i += 1) guesses.push((await lookup(`guess-${i}`, limited)).status);
      expect(guesses).toEqual([404, 404, 404, 429]);
      const accepts = [];
      for (let i = 0; i < 4; i += 1) accepts.push((await accept(`guess-${i}`, {}, limited)).status);
      expect(accepts.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
