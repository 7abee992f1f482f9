// The booking form's settings in force (the contact rule, decision 0054, and workshop booking,
// decision 0065), as the booking form's call applies them: read again only when the content version
// moves (an owner's change bumps it, so every process follows within a second), and still known
// while the database is away, so an enquiry that would be journalled is not refused for want of a
// setting.
import type { ContactSettings } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { isDatabaseAway } from '../../db/database-unreachable.ts';
import { readContactSettings } from '../admin/settings/repository.ts';

/**
 * The settings used when the database has been away since the process started: the lenient ones.
 * A form the page showed under either rule passes them, and an enquiry lost is worse than one that
 * came without an e-mail or with a booking nobody asked for.
 */
const SETTINGS_UNREAD: ContactSettings = { contactRule: 'any-one', workshopBooking: true };

export function contactSettingsReader(app: FastifyInstance): () => Promise<ContactSettings> {
  let known: { version: number; settings: ContactSettings } | undefined;
  return async () => {
    try {
      const version = await app.contentVersion.current();
      if (known?.version !== version) {
        known = { version, settings: await readContactSettings(app.db) };
      }
      return known.settings;
    } catch (error) {
      if (!isDatabaseAway(error)) throw error;
      return known?.settings ?? SETTINGS_UNREAD;
    }
  };
}
