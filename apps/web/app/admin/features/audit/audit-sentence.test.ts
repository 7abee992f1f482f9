import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en.ts';
import { zh } from '../../locales/zh.ts';
import { auditSentence, changeLines } from './audit-sentence.ts';
import type { ContentFieldLabel } from './audit-sentence.ts';
import type { AuditRecord } from '@refit/contract/admin';

/** The content screens' labels of a partner (the route lends the real ones). */
const contentFieldLabel: ContentFieldLabel = (_type, path, t) =>
  ({
    partnersNameEn: `${t.content.fields.name} · ${t.content.editor.en}`,
    partnersLink: t.content.fields.website,
  })[path];

const base: AuditRecord = {
  id: 1,
  at: '2026-11-28T10:05:00.000Z',
  actorId: 4,
  actorEmail: 'wang@example.com',
  actorName: '王芳',
  action: 'content.publish',
  target: 'cars:7',
  subject: {
    kind: 'content',
    contentType: 'cars',
    id: 7,
    title: '保时捷 911 GT3',
    titleEn: 'Porsche 911 GT3',
  },
  changes: [],
  detail: { version: 3 },
  ip: '127.0.0.1',
};

describe('auditSentence', () => {
  it('says who did what to which item, in both languages', () => {
    expect(auditSentence(base, zh, 'zh')).toBe('王芳 发布了 车型「保时捷 911 GT3」');
    expect(auditSentence({ ...base, actorName: 'Wang Fang' }, en, 'en')).toBe(
      'Wang Fang published car “Porsche 911 GT3”',
    );
  });

  it('tells a creation from a save, and names restores, discards and reorders', () => {
    const created = { ...base, action: 'content.save', detail: { created: true } };
    expect(auditSentence(created, zh, 'zh')).toBe('王芳 新建了 车型「保时捷 911 GT3」');
    const restored = { ...base, action: 'content.restore', detail: { from: 2, version: 5 } };
    expect(auditSentence(restored, en, 'en')).toBe('王芳 restored car “Porsche 911 GT3” to version 2');
    const discarded = { ...base, action: 'content.discard' };
    expect(auditSentence(discarded, zh, 'zh')).toBe('王芳 放弃了 车型「保时捷 911 GT3」的草稿');
    const reordered = {
      ...base,
      action: 'content.reorder',
      subject: { ...base.subject, contentType: 'brands' as const, id: null, title: null, titleEn: null },
    };
    expect(auditSentence(reordered, en, 'en')).toBe('王芳 changed the order of the brands');
  });

  it('names users, enquiries, exports, failed sign-ins and the system', () => {
    const user = {
      ...base,
      action: 'user.update',
      subject: { kind: 'user' as const, contentType: null, id: 9, title: '李娜', titleEn: null },
    };
    expect(auditSentence(user, zh, 'zh')).toBe('王芳 修改了 用户「李娜」');
    const exported = { ...base, action: 'enquiry.export', detail: { rows: 12 } };
    expect(auditSentence(exported, en, 'en')).toBe('王芳 exported 12 enquiries');
    const failed = {
      ...base,
      actorId: null,
      actorName: null,
      actorEmail: null,
      action: 'auth.sign-in-failed',
      subject: {
        kind: 'account' as const,
        contentType: null,
        id: null,
        title: 'x@example.com',
        titleEn: null,
      },
      detail: { reason: 'wrong-password' },
    };
    expect(auditSentence(failed, zh, 'zh')).toBe('x@example.com 登录失败（密码错误）');
    const system = { ...base, actorName: null, actorEmail: null };
    expect(auditSentence(system, en, 'en')).toBe('System published car “Porsche 911 GT3”');
  });

  it('names backups by their archive, and tells a failed backup an owner asked for from a scheduled one', () => {
    const backup = { kind: 'backup' as const, contentType: null, id: null, title: null, titleEn: null };
    const file = 'refit-backup-20261129-063000Z-owner.tar.gz';
    const made = { ...base, action: 'backup.made', target: 'backup', subject: { ...backup, title: file } };
    expect(auditSentence(made, zh, 'zh')).toBe(`王芳 备份了网站（${file}）`);
    expect(auditSentence(made, en, 'en')).toBe(`王芳 backed up the site (${file})`);
    const downloaded = { ...made, action: 'backup.download' };
    expect(auditSentence(downloaded, en, 'en')).toBe(`王芳 downloaded the backup ${file}`);
    const failed = {
      ...base,
      action: 'backup.failed',
      target: 'backup',
      subject: backup,
      detail: { reason: 'disk full' },
    };
    expect(auditSentence(failed, zh, 'zh')).toBe('王芳 请求的备份失败：disk full');
    expect(auditSentence(failed, en, 'en')).toBe('The backup 王芳 asked for failed: disk full');
    const scheduled = { ...failed, actorId: null, actorName: null, actorEmail: null };
    expect(auditSentence(scheduled, zh, 'zh')).toBe('定时备份失败：disk full');
  });
});

describe('changeLines', () => {
  it('gives field labels and values, not paths and JSON', () => {
    const saved: AuditRecord = {
      ...base,
      action: 'content.save',
      target: 'partners:3',
      subject: { kind: 'content', contentType: 'partners', id: 3, title: '伙伴', titleEn: 'Partner' },
      changes: [
        { field: 'partnersNameEn', before: 'Old name', after: 'New name' },
        { field: 'partnersLink', before: '', after: 'https://example.com' },
        { field: 'somethingNew' },
      ],
    };
    expect(changeLines(saved, zh, contentFieldLabel)).toEqual([
      '名称 · English：Old name → New name',
      '网址：（空） → https://example.com',
      'somethingNew：已修改',
    ]);
    expect(changeLines(saved, en, contentFieldLabel)[0]).toBe('Name · English: Old name → New name');
  });

  it('words enquiry statuses, roles and yes or no', () => {
    const enquiry: AuditRecord = {
      ...base,
      action: 'enquiry.update',
      subject: { kind: 'enquiry', contentType: null, id: 5, title: '陈先生', titleEn: null },
      changes: [
        { field: 'status', before: 'new', after: 'contacted' },
        { field: 'assignee', before: null, after: '李销售' },
        { field: 'notes' },
      ],
    };
    expect(changeLines(enquiry, zh, contentFieldLabel)).toEqual([
      '状态：新咨询 → 已联系',
      '负责人：（空） → 李销售',
      '备注：已修改',
    ]);
    const user: AuditRecord = {
      ...base,
      action: 'user.update',
      subject: { kind: 'user', contentType: null, id: 9, title: '李娜', titleEn: null },
      changes: [
        { field: 'role', after: 'editor' },
        { field: 'disabled', after: true },
      ],
    };
    expect(changeLines(user, en, contentFieldLabel)).toEqual(['Role: Editor', 'Disabled: yes']);
  });
});
