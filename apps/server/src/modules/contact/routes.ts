// The booking form's call (saveContactUsForm) and the captcha challenge that guards it. An enquiry
// is stored only with a valid, unused captcha solution and an empty honeypot field, and each client
// address may send CONTACT_RATE_LIMIT a minute. The page it was sent from is recorded with it, the
// contact details it must carry are the owners' contact rule's, and it books a workshop visit only
// while owners have workshop booking on.
// While the database is away, an enquiry that passed every check goes to the journal
// (enquiry-journal.ts) and is stored once the database answers again.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isDatabaseAway } from '../../db/database-unreachable.ts';
import { startWhenDatabaseReady } from '../../db/database-startup.ts';
import { contactRuleProblems } from '@refit/contract/rules';
import { defineCall } from '../../http/define-call.ts';
import { invalidParameters } from '../../http/request/parse-query.ts';
import { readContactSettings } from '../admin/settings/repository.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import { captchaRoutes } from '../captcha/routes.ts';
import { usedSolutionsIn, usedSolutionsInMemory } from '../captcha/used-solutions.ts';
import type { VerifiedSolution } from '../captcha/captcha.ts';
import { NOTICE_JOB } from '../notices/notice-job.ts';
import { configuredChannels } from '../notices/outbox.ts';
import { checkBooking } from './booking-check.ts';
import { contactSettingsReader } from './contact-rule.ts';
import { EnquiryJournal } from './enquiry-journal.ts';
import type { JournalEntry, ReplayOutcome } from './enquiry-journal.ts';
import { saveEnquiry } from './repository.ts';
import { resolveSource } from './source-page.ts';

/**
 * How long a redeemed solution is remembered in the database: longer than its challenge lives, so
 * that a journal replayed after a long outage still recognises an enquiry stored before.
 */
const REDEEMED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** How often journals left by processes that are gone are looked for. */
const ORPHAN_SWEEP_MS = 60_000;

const keptLonger = (solution: VerifiedSolution): VerifiedSolution => ({
  ...solution,
  expiresAtMs: Math.max(solution.expiresAtMs, Date.now() + REDEEMED_KEPT_MS),
});

/** The database cannot take the enquiry now (away, or its write lock held elsewhere too long). */
export async function apiRoutes(app: FastifyInstance) {
  const captcha = createCaptcha({
    hmacKey: app.config.CAPTCHA_HMAC_KEY,
    difficulty: app.config.CAPTCHA_DIFFICULTY,
  });
  await app.register(captchaRoutes, { captcha });
  const channels = configuredChannels(app.config);
  const usedHere = usedSolutionsInMemory();

  /** Stores a journalled enquiry, once: its solution's claim tells whether it was stored before. */
  async function storeJournalled(entry: JournalEntry): Promise<ReplayOutcome> {
    const source = await resolveSource(app.db, entry.form.sourcePath);
    const outcome = await app.db.transaction().execute(async (trx) => {
      const { signature, expiresAtMs } = keptLonger(entry.captcha);
      if (!(await usedSolutionsIn(trx).claim(signature, expiresAtMs))) return 'already-stored' as const;
      await saveEnquiry(trx, entry.form, entry.clientAddress, source, channels, entry.receivedAt);
      return 'stored' as const;
    });
    if (outcome === 'stored') app.jobs.runSoon(NOTICE_JOB);
    return outcome;
  }
  const journal = new EnquiryJournal({
    dir: path.join(app.config.DATA_DIR, 'enquiry-journal'),
    store: storeJournalled,
    log: app.log,
  });
  // At start (a journal left by a process killed during an outage), and when the database returns.
  // Also now and then: the journal of a process that died while others run is picked up.
  startWhenDatabaseReady(app, () => {
    void journal.replay();
    setInterval(() => void journal.replay(), ORPHAN_SWEEP_MS).unref();
  });
  app.contentVersion.onReachable(() => void journal.replay());
  app.addHook('onClose', async () => journal.stop());

  // Which contact details the form requires (decision 0054) and whether it books a workshop visit
  // (decision 0065): the page reads them to show the form, the call below applies them; the
  // client's form is never trusted to have done so.
  defineCall(app, 'getContactRule', async () => ({
    ...(await readContactSettings(app.db)),
    timeZone: app.config.SITE_TIME_ZONE,
  }));
  const contactSettings = contactSettingsReader(app);

  defineCall(
    app,
    'saveContactUsForm',
    // The contract's schema has already refused bad fields and a filled-in honeypot.
    async (form, request) => {
      // A field error like the schema's, given before the captcha is even looked at.
      const settings = await contactSettings();
      const problems = [
        ...contactRuleProblems(form, settings.contactRule),
        ...(await checkBooking(app, form, settings.workshopBooking)),
      ];
      if (problems.length > 0) throw invalidParameters(problems);
      const solution = await captcha.verify(form.altcha);
      // Claimed in this process's memory first: a solution whose enquiry waits in the journal is not
      // in the database yet, and sent again once the database answers it would be stored as another
      // enquiry, and the journalled one, its solution taken, dropped as stored before.
      await captcha.claim(solution, usedHere);
      try {
        const source = await resolveSource(app.db, form.sourcePath);
        // One transaction: an enquiry that cannot be stored leaves its captcha solution unused, so
        // the visitor can send it again; its notices are queued with it.
        await app.db.transaction().execute(async (trx) => {
          await captcha.claim(keptLonger(solution), usedSolutionsIn(trx));
          await saveEnquiry(trx, form, request.ip, source, channels);
        });
      } catch (error) {
        if (!isDatabaseAway(error)) {
          await usedHere.release?.(solution.signature);
          throw error;
        }
        // Received all the same: on disk before the answer, stored when the database is back.
        try {
          await journal.append({ clientAddress: request.ip, form, captcha: solution });
        } catch (journalError) {
          // Not received (a full disk, say): the visitor is told to send it again, with the
          // database's own 503, and the solution stays good for that.
          request.log.error({ err: journalError }, 'an enquiry could not be journalled');
          await usedHere.release?.(solution.signature);
          throw error;
        }
        return null;
      }
      // Notices go out after the answer; a failure to send never touches the stored enquiry.
      app.jobs.runSoon(NOTICE_JOB);
      return null;
    },
    {
      config: {
        rateLimit: {
          max: app.config.CONTACT_RATE_LIMIT,
          timeWindow: '1 minute',
        },
      },
    },
  );
}
