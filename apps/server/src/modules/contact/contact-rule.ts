// The contact rule in force, as the booking form's call applies it: read again only when the
// content version moves (an owner's change bumps it, so every process follows within a second),
// and still known while the database is away, so an enquiry that would be journalled is not
// refused for want of a setting.
import type { ContactRule } from '@refit/contract/rules';
import type { FastifyInstance } from 'fastify';
import { isDatabaseAway } from '../../db/database-unreachable.ts';
import { readContactSettings } from '../admin/settings/repository.ts';

/**
 * The rule used when the database has been away since the process started: the lenient one. A
 * form the page showed under either rule passes it, and an enquiry lost is worse than one that
 * came without an e-mail.
 */
const RULE_UNREAD: ContactRule = 'any-one';

export function contactRuleReader(app: FastifyInstance): () => Promise<ContactRule> {
  let known: { version: number; rule: ContactRule } | undefined;
  return async () => {
    try {
      const version = await app.contentVersion.current();
      if (known?.version !== version) {
        known = { version, rule: (await readContactSettings(app.db)).contactRule };
      }
      return known.rule;
    } catch (error) {
      if (!isDatabaseAway(error)) throw error;
      return known?.rule ?? RULE_UNREAD;
    }
  };
}
