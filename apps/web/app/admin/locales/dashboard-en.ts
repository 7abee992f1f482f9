// English strings of the start page and the go-live checklist (their shape is the one
// dashboard-zh.ts must match); en.ts holds them under `dashboard`.
import type { GoLiveItemId } from '@refit/contract/admin';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const dashboardEn = {
  age: {
    underAMinute: 'under a minute',
    minutes: (n: number) => plural(n, 'minute', 'minutes'),
    hours: (n: number) => plural(n, 'hour', 'hours'),
    days: (n: number) => plural(n, 'day', 'days'),
  },
  loadFailed: 'The overview could not be loaded.',
  enquiries: {
    title: 'New enquiries waiting',
    oldest: (age: string) => `The oldest has waited ${age}`,
    none: 'No new enquiry is waiting. Well done.',
    open: 'Open the new enquiries',
  },
  content: {
    title: 'Drafts and scheduled',
    summary: 'Items not yet published, changes waiting to go live, and publications set for later.',
    drafts: (n: number) => plural(n, 'draft', 'drafts'),
    changed: (n: number) => `${n} with changes`,
    scheduled: (n: number) => `${n} scheduled`,
    none: 'Nothing is waiting to be published.',
    open: 'Open content',
    byType: 'Unpublished work by type',
  },
  visits: {
    title: 'Visits, last 7 days',
    before: (n: string) => `The 7 days before: ${n}`,
    up: (percent: string) => `Up ${percent}`,
    down: (percent: string) => `Down ${percent}`,
    same: 'As many as the week before',
    noEarlier: 'No visits the week before to compare with',
    none: 'No visits recorded in the last two weeks yet.',
    open: 'Open analytics',
  },
  activity: {
    title: {
      all: 'Recent activity',
      content: 'Recent content activity',
      enquiries: 'Recent enquiry activity',
    },
    none: 'Nothing has happened here yet.',
    open: 'Open the audit log',
  },
  goLive: {
    title: 'Go-live checklist',
    intro: 'What the site still needs before it is your own. Each item is read from the site as it is now.',
    progress: (done: number, total: number) => `${done} of ${total} done`,
    allDone: 'Everything is ready.',
    states: { done: 'Done', todo: 'To do', unavailable: 'Not available yet' },
    configure: "Set in the server's configuration:",
    configureOr: 'or',
    fix: {
      settings: 'Edit the site settings',
      content: 'Open the content',
      account: 'Open my account',
      backups: 'Open backups',
    },
    parts: {
      icpNumber: 'ICP filing number',
      psbNumber: 'public security filing number',
      phone: 'sales phone',
      wechatQr: 'WeChat QR codes',
    } as Record<string, string>,
    pendingSeparator: ', ',
    items: {
      siteOrigin: {
        title: 'Public address set',
        todo: "Links, the sitemap and the admin's cookie do not know the site's public address yet.",
        done: "Links and the admin's cookie use the public address.",
      },
      filingNumbers: {
        title: 'ICP and public security filing numbers',
        todo: (parts: string) => `Still empty or the demo's: ${parts}.`,
        done: 'The footer shows your own filing numbers.',
      },
      contactDetails: {
        title: 'Contact details are your own',
        todo: (parts: string) => `Still the demo's: ${parts}.`,
        done: "Phone and WeChat QR codes are no longer the demo's.",
      },
      demoContent: {
        title: 'Demo content replaced',
        todo: (parts: string) => `Demo items still on the site: ${parts}.`,
        done: 'No item of the demo is left.',
      },
      ownerTwoStep: {
        title: 'Two-step sign-in for an owner',
        todo: 'No owner signs in with a code from an authenticator app yet.',
        done: 'At least one owner signs in with two steps.',
      },
      enquiryNotices: {
        title: 'New-enquiry notices',
        todo: 'Nobody is told of a new enquiry by e-mail, WeCom or DingTalk.',
        done: 'New enquiries are announced.',
      },
      baiduPush: {
        title: 'Baidu push on',
        todo: 'Published pages are not submitted to Baidu.',
        done: 'Published pages are submitted to Baidu.',
      },
      translations: {
        title: 'Every published item translated',
        todo: (parts: string) => `Published items with one language missing: ${parts}.`,
        done: 'Every published item has both languages.',
      },
      backups: {
        title: 'Daily backups',
        todo: 'The site makes no scheduled backups, or the last one failed, or none has been made in the last two days.',
        done: 'The site backs itself up every day.',
      },
    } satisfies Record<GoLiveItemId, unknown>,
  },
};

export type DashboardMessages = typeof dashboardEn;
