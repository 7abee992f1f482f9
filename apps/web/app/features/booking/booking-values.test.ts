import { describe, expect, it } from 'vitest';
import {
  EMPTY_BOOKING,
  PHONE_PATTERN,
  enquiryQuery,
  missingFields,
  startingValues,
} from './booking-values.ts';

describe('missingFields', () => {
  it('asks for name, e-mail and message but not the phone', () => {
    expect(missingFields(EMPTY_BOOKING)).toEqual(['name', 'email', 'message']);
    expect(missingFields({ name: 'Li', phone: '', email: 'li@x.cn', message: 'Hi' })).toEqual([]);
  });

  it('treats a field of spaces as empty', () => {
    expect(missingFields({ name: '  ', phone: '', email: 'li@x.cn', message: '\n' })).toEqual([
      'name',
      'message',
    ]);
  });
});

describe('enquiryQuery', () => {
  it('names the fields as the API does, trimmed, with the booking type, language and anti-bot fields', () => {
    const values = { name: ' 张伟 ', phone: ' 138 0000 0000', email: 'z@x.cn ', message: ' 你好 ' };
    expect(enquiryQuery(values, { lang: 'zh', captcha: 'c2VjcmV0', website: '' })).toEqual({
      name: '张伟',
      email: 'z@x.cn',
      phoneNum: '138 0000 0000',
      messageContent: '你好',
      browseType: 'booking',
      languages: 'cn',
      altcha: 'c2VjcmV0',
      website: '',
    });
    expect(enquiryQuery(values, { lang: 'en', captcha: 'x', website: 'spam' })).toMatchObject({
      languages: 'en',
      website: 'spam',
    });
  });

  it('names the page the form was sent from when known', () => {
    const values = { name: 'Li', phone: '', email: 'li@x.cn', message: 'Hi' };
    expect(
      enquiryQuery(values, { lang: 'zh', captcha: 'c', website: '', sourcePath: '/car/5' }),
    ).toMatchObject({ sourcePath: '/car/5' });
    expect(enquiryQuery(values, { lang: 'zh', captcha: 'c', website: '' })).not.toHaveProperty('sourcePath');
  });
});

describe('PHONE_PATTERN', () => {
  it('compiles as browsers compile pattern attributes (the v flag) and allows what the API allows', () => {
    const pattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
    expect(pattern.test('+86 (138) 0000-0000')).toBe(true);
    expect(pattern.test('')).toBe(true);
    expect(pattern.test('call me')).toBe(false);
  });
});

describe('startingValues', () => {
  it('starts empty, or with a message cut to its limit', () => {
    expect(startingValues()).toEqual(EMPTY_BOOKING);
    expect(startingValues('About the 720S')).toEqual({ ...EMPTY_BOOKING, message: 'About the 720S' });
    expect(startingValues('字'.repeat(600)).message).toHaveLength(500);
  });
});
