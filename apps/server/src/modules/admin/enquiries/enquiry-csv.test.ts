import type { EnquiryRecord } from '@refit/contract/admin';
import { describe, expect, it } from 'vitest';
import { enquiryCsv } from './enquiry-csv.ts';

const record: EnquiryRecord = {
  id: 7,
  // 00:30 on the 29th in Shanghai: the day after the UTC date.
  receivedAt: '2026-11-28T16:30:00.000Z',
  name: '张伟',
  phone: '138 0000 1111',
  wechat: 'zhangwei_720s',
  email: 'zhang@example.com',
  message: '想了解 720S 的宽体套件',
  language: 'cn',
  source: { kind: 'car', id: 1, path: '/car/1', title: '720S' },
  booking: { date: '', slot: null, workshopId: null, workshopName: '', vin: '' },
  status: 'contacted',
  assigneeId: 3,
  assigneeName: '李销售',
  notes: '',
  updatedAt: '2026-11-28T10:05:00.000Z',
};

const lines = (text: string) => text.slice(1).split('\r\n');

describe('the enquiries export', () => {
  it('is in Chinese words with times in the site time zone', () => {
    const [header, row] = lines(enquiryCsv([record], { lang: 'zh', timeZone: 'Asia/Shanghai' }));
    expect(header).toBe(
      '编号,收到时间,姓名,电话,微信号,邮箱,留言,语言,来源类型,来源,来源路径,预约日期,预约时段,预约门店,车架号（VIN）,状态,负责人,备注,更新时间',
    );
    expect(row).toBe(
      '7,2026-11-29 00:30 (UTC+08:00),张伟,138 0000 1111,zhangwei_720s,zhang@example.com,想了解 720S 的宽体套件,' +
        '中文,车型,720S,/car/1,,,,,已联系,李销售,,2026-11-28 18:05 (UTC+08:00)',
    );
  });

  it('is in English words when the admin reads English', () => {
    const english: EnquiryRecord = {
      ...record,
      language: 'en',
      status: 'won',
      source: { kind: 'product', id: 4, path: '/product/info/4', title: 'Carbon wing' },
      assigneeId: null,
      assigneeName: null,
    };
    const [header, row] = lines(enquiryCsv([english], { lang: 'en', timeZone: 'Asia/Shanghai' }));
    expect(header).toBe(
      'ID,Received,Name,Phone,WeChat ID,E-mail,Message,Language,Source kind,Source,Source path,Preferred date,Time slot,Workshop,VIN,Status,Assignee,Notes,Updated',
    );
    expect(row).toContain(',English,Product,Carbon wing,/product/info/4,,,,,Won,,,');
    expect(row).toContain('2026-11-29 00:30 (UTC+08:00)');
  });

  it('names a fixed page in the language it is read in, an item by its stored title', () => {
    const fromAbout: EnquiryRecord = {
      ...record,
      source: { kind: 'page', id: null, path: '/about', title: '关于我们' },
    };
    const fromStory: EnquiryRecord = {
      ...record,
      source: { kind: 'page', id: null, path: '/news/info/2', title: '新店开业' },
    };
    const [, about, story] = lines(enquiryCsv([fromAbout, fromStory], { lang: 'en', timeZone: 'UTC' }));
    expect(about).toContain(',Page,About,/about,');
    expect(story).toContain(',Page,新店开业,/news/info/2,');
    const [, aboutZh] = lines(enquiryCsv([fromAbout], { lang: 'zh', timeZone: 'UTC' }));
    expect(aboutZh).toContain(',页面,关于我们,/about,');
  });

  it('keeps codes out: every status, language and kind of page has its word in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const status of ['new', 'contacted', 'quoted', 'won', 'lost'] as const) {
        for (const kind of ['car', 'product', 'page'] as const) {
          const text = enquiryCsv(
            [{ ...record, status, source: { ...record.source, kind }, language: 'en' }],
            { lang, timeZone: 'UTC' },
          );
          const cells = lines(text)[1]!.split(',');
          expect(cells[6], `${lang} language`).not.toBe('en');
          expect(cells[7], `${lang} ${kind}`).not.toBe(kind);
          expect(cells[10], `${lang} ${status}`).not.toBe(status);
        }
      }
    }
  });

  it('gives a workshop booking its day as chosen and its slot in words', () => {
    const booked: EnquiryRecord = {
      ...record,
      booking: {
        date: '2026-12-03',
        slot: 'afternoon',
        workshopId: 1,
        workshopName: '上海旗舰工坊',
        vin: 'WP0ZZZ99ZTS392124',
      },
    };
    const [, zh] = lines(enquiryCsv([booked], { lang: 'zh', timeZone: 'Asia/Shanghai' }));
    expect(zh).toContain(',/car/1,2026-12-03,下午,上海旗舰工坊,WP0ZZZ99ZTS392124,已联系,');
    const [, en] = lines(enquiryCsv([booked], { lang: 'en', timeZone: 'Europe/Berlin' }));
    expect(en).toContain(',/car/1,2026-12-03,Afternoon,上海旗舰工坊,WP0ZZZ99ZTS392124,Contacted,');
  });

  it('gives the times of another site time zone with its offset', () => {
    const [, row] = lines(enquiryCsv([record], { lang: 'en', timeZone: 'Europe/Berlin' }));
    expect(row).toContain(',2026-11-28 17:30 (UTC+01:00),');
  });
});
