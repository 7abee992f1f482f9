// How a visitor may be reached: the WeChat ID's form and the contact rule of the booking form,
// read by the server (which enforces them) and the web app (which shows them). No zod: the
// booking form's browser code imports this.

/** The contact rules an owner can choose (decision 0054); `spec` is SPEC section 5's. */
export const CONTACT_RULES = ['spec', 'any-one'] as const;
export type ContactRule = (typeof CONTACT_RULES)[number];
/** Until an owner chooses: the e-mail is required, as SPEC section 5 says. */
export const DEFAULT_CONTACT_RULE: ContactRule = 'spec';

/** The ways to reach a visitor, as the saveContactUsForm call names them. */
export const CONTACT_CHANNELS = ['phoneNum', 'wechatId', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** A WeChat ID as WeChat lets people choose one: 6 to 20 letters, digits, _ or -, a letter first. */
const CHOSEN_WECHAT_ID = /^[a-z][\w-]{5,19}$/i;
/**
 * A number WeChat finds its owner by. Accounts made with a QQ number (5 to 11 digits) kept it as
 * their ID, and in China most people give their mobile number, which WeChat search finds too
 * (13812345678, +8613812345678). Refusing these would refuse the IDs people actually type; a
 * number is still all digits, with at most a leading +, so nothing else slips through.
 */
const NUMBER_WECHAT_ID = /^\+?\d{5,15}$/;

/** Whether a text (already trimmed) is a WeChat ID someone can be found by. */
export function isWechatId(value: string): boolean {
  return CHOSEN_WECHAT_ID.test(value) || NUMBER_WECHAT_ID.test(value);
}

export const WECHAT_ID_RULE =
  'must be a WeChat ID: 6 to 20 letters, digits, _ or -, starting with a letter, or the number it is found by';

/** The contact details of an enquiry, trimmed. */
export type ContactDetails = Readonly<Record<ContactChannel, string>>;

/** What a rule requires: each channel of `all`, and at least one of `oneOf` when it lists any. */
export interface ContactRequirement {
  all: readonly ContactChannel[];
  oneOf: readonly ContactChannel[];
}

export function contactRequirement(rule: ContactRule): ContactRequirement {
  return rule === 'spec' ? { all: ['email'], oneOf: [] } : { all: [], oneOf: CONTACT_CHANNELS };
}

/**
 * What the contact rule refuses in an enquiry whose fields are each valid on their own, as
 * "field message" texts: under `spec` a missing e-mail (worded as the missing field it always
 * was), under `any-one` an enquiry with no way at all to reach its sender.
 */
export function contactRuleProblems(details: ContactDetails, rule: ContactRule): string[] {
  const { all, oneOf } = contactRequirement(rule);
  const problems = all
    .filter((channel) => details[channel] === '')
    .map((channel) => `${channel} is required`);
  if (oneOf.length > 0 && oneOf.every((channel) => details[channel] === '')) {
    problems.push(`${oneOf.slice(0, -1).join(', ')} or ${oneOf.at(-1)} is required: at least one of them`);
  }
  return problems;
}
