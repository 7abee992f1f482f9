// English strings of invitations: the owner's dialog and list on the users screen, and the page a
// colleague opens from the link. Their shape (`InviteMessages`) is the one invite-zh.ts must match.
import { INVITATION_LIFETIME_DAYS } from '@refit/contract/admin/invitation-rules';

export const inviteEn = {
  open: 'Invite a colleague',
  title: 'Invite a colleague',
  intro: `They get a one-time link, good for ${INVITATION_LIFETIME_DAYS} days, where they choose their own name and password.`,
  email: 'E-mail',
  name: 'Name',
  nameHint: 'Optional; they can change it when they accept.',
  role: 'Role',
  /** What each role may do, in plain words. */
  roleHints: {
    owner: 'Everything, including users and settings.',
    editor: 'Content and media: cars, news, galleries, pictures.',
    sales: 'The enquiries inbox.',
  },
  submit: 'Create invitation',
  submitting: 'Creating…',
  hasAccount: 'This e-mail already has an account.',
  readyTitle: 'Invitation ready',
  readyIntro: (email: string, until: string) =>
    `Send this link to ${email}. It works once, until ${until}; it is shown only now.`,
  link: 'Invitation link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied; select it and copy it by hand.',
  emailSent: (email: string) => `The link was also e-mailed to ${email}.`,
  emailFailed: 'The e-mail could not be sent. Pass the link on yourself.',
  emailOff: 'E-mail is not set up for this site. Pass the link on yourself.',
  done: 'Done',
  listTitle: 'Open invitations',
  listEmpty: 'No open invitations.',
  columns: {
    email: 'E-mail',
    role: 'Role',
    invitedBy: 'Invited by',
    expires: 'Valid until',
    actions: 'Actions',
  },
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw invitation',
  confirmWithdraw: (email: string) => `Withdraw the invitation to ${email}? Its link stops working at once.`,
  withdrawn: 'Invitation withdrawn',
  accept: {
    title: 'Join the admin',
    subtitle: 'Choose the name your colleagues see and a password.',
    invitedAs: (role: string, email: string) => `You are invited as ${role}, with the e-mail ${email}.`,
    checking: 'Checking the link…',
    email: 'E-mail',
    name: 'Your name',
    password: 'Password',
    submit: 'Create my account',
    submitting: 'Creating…',
    unknown: 'This invitation link is not valid. Check that the whole link was copied.',
    closed: {
      expired: 'This invitation has expired. Ask an owner to invite you again.',
      withdrawn: 'This invitation was withdrawn. Ask an owner if you should still join.',
      used: 'This invitation has been used already. Sign in with your e-mail and password.',
      replaced: 'A newer invitation replaced this one. Use the latest link you were sent.',
    },
    hasAccount: 'This e-mail has an account already. Sign in instead.',
    toSignIn: 'Go to sign-in',
  },
};

export type InviteMessages = typeof inviteEn;
