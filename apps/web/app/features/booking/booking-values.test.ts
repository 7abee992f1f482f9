import { describe, expect, it } from 'vitest';
import {
  EMPTY_BOOKING,
  PHONE_PATTERN,
  enquiryQuery,
  fieldRules,
  missingFields,
  onlyContactMissing,
  startingValues,
} from './booking-values.ts';

describe('missingFields', () => {
  it('asks for name, e-mail and message but not the phone', () => {
    expect(missingFields(EMPTY_BOOKING)).toEqual(['name', 'email', 'message']);
    expect(missingFields({ name: 'Li', phone: '', wechat: '', email: 'li@x.cn', message: 'Hi' })).toEqual([]);
  });

  it('treats a field of spaces as empty', () => {
    expect(missingFields({ name: '  ', phone: '', wechat: '', email: 'li@x.cn', message: '\n' })).toEqual([
      'name',
      'message',
    ]);
  });
});

describe('the contact rule', () => {
  const only = (field: 'phone' | 'wechat' | 'email', value: string) => ({
    ...EMPTY_BOOKING,
    name: 'Li',
    message: 'Hi',
    [field]: value,
  });

  it('keeps SPEC section 5 by default: the e-mail required, phone and WeChat ID optional', () => {
    expect(fieldRules()).toEqual({ required: ['name', 'email', 'message'], oneOf: [] });
    expect(missingFields(only('wechat', 'li_wei88'))).toEqual(['email']);
    expect(onlyContactMissing(['email'])).toBe(false);
  });

  it('under any-one takes any one of phone, WeChat ID and e-mail, and names all three when none', () => {
    expect(fieldRules('any-one')).toEqual({
      required: ['name', 'message'],
      oneOf: ['phone', 'wechat', 'email'],
    });
    for (const [field, value] of [
      ['phone', '138 0000 0000'],
      ['wechat', 'li_wei88'],
      ['email', 'li@x.cn'],
    ] as const) {
      expect(missingFields(only(field, value), 'any-one'), field).toEqual([]);
    }
    const none = missingFields(only('phone', '  '), 'any-one');
    expect(none).toEqual(['phone', 'wechat', 'email']);
    expect(onlyContactMissing(none, 'any-one')).toBe(true);
    const withName = missingFields({ ...EMPTY_BOOKING, message: 'Hi' }, 'any-one');
    expect(withName).toEqual(['name', 'phone', 'wechat', 'email']);
    expect(onlyContactMissing(withName, 'any-one')).toBe(false);
  });
});

describe('enquiryQuery', () => {
  it('names the fields as the API does, trimmed, with the booking type, language and anti-bot fields', () => {
    const values = {
      name: ' 张伟 ',
      phone: ' 138 0000 0000',
      wechat: '',
      email: 'z@x.cn ',
      message: ' 你好 ',
    };
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

  it('sends the WeChat ID, trimmed, only when given', () => {
    const values = { ...EMPTY_BOOKING, name: 'Li', wechat: ' li_wei88 ', message: 'Hi' };
    expect(enquiryQuery(values, { lang: 'zh', captcha: 'c', website: '' })).toMatchObject({
      wechatId: 'li_wei88',
    });
  });

  it('names the page the form was sent from when known', () => {
    const values = { name: 'Li', phone: '', wechat: '', email: 'li@x.cn', message: 'Hi' };
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
