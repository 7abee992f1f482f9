// The Contact Us booking form, its captcha and its toasts.
import type { Messages } from '../en/index.ts';

export const booking: Messages['booking'] = {
  eyebrow: '联系我们',
  title: '预约咨询',
  lead: '告诉我们您的车型与改装想法，工坊顾问将在一个工作日内与您联系。',
  formLabel: '联系我们预约表单',
  fields: {
    name: '姓名',
    phone: '电话',
    email: '邮箱',
    message: '留言',
  },
  placeholders: {
    name: '您的称呼',
    phone: '+86 138 0000 0000',
    email: 'you@example.com',
    message: '车型、年份以及感兴趣的部件或服务',
  },
  prefill: {
    product: (name: string) => `您好，我对「${name}」感兴趣，请联系我介绍价格、安装与工期。`,
    car: (name: string) => `您好，我想了解 ${name} 的改装方案。`,
    location: (name: string) => `您好，我想预约到访「${name}」，请联系我确认时间。`,
  },
  required: '必填',
  optional: '选填',
  counterLabel: '已输入字数',
  submit: '提交',
  submitting: '提交中...',
  missingRequired: '请填写必填字段',
  invalidEmail: '请输入有效的邮箱地址',
  invalidPhone: '电话号码只能包含数字、空格及 + - ( )',
  success: '提交成功！我们会尽快与您联系',
  failure: '提交失败，请稍后重试',
  privacy: '您的信息仅用于回复本次咨询。',
  honeypotLabel: '请勿填写此项',
  toasts: {
    region: '通知',
    close: '关闭通知',
  },
  captcha: {
    label: '我不是机器人',
    verifying: '正在验证...',
    verified: '验证通过',
    error: '验证失败，请重试。',
    expired: '验证已过期，请重新勾选。',
    verificationRequired: '请先完成人机验证。',
    waitAlert: '正在验证，请稍候。',
    loading: '加载中...',
    reload: '重新加载',
    verify: '验证',
  },
};
