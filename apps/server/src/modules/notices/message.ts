// What a new-enquiry notice says: the same short text for e-mail and the group robots.
export interface NoticeEnquiry {
  id: number;
  name: string;
  phoneNum: string;
  email: string;
  messageContent: string;
  languages: string;
  createdAt: string;
  sourcePath: string;
  sourceTitle: string;
}

export function noticeSubject(enquiry: NoticeEnquiry): string {
  return `新询价 New enquiry #${enquiry.id}: ${enquiry.name}`;
}

export function noticeText(enquiry: NoticeEnquiry): string {
  const source = enquiry.sourcePath
    ? `${enquiry.sourceTitle ? `${enquiry.sourceTitle} ` : ''}(${enquiry.sourcePath})`
    : '-';
  return [
    `新询价 New enquiry #${enquiry.id}`,
    `姓名 Name: ${enquiry.name}`,
    `电话 Phone: ${enquiry.phoneNum || '-'}`,
    `邮箱 E-mail: ${enquiry.email}`,
    `来源 Page: ${source}`,
    `语言 Language: ${enquiry.languages}`,
    `时间 Received: ${enquiry.createdAt}`,
    `留言 Message: ${enquiry.messageContent}`,
    '详情见 /admin/enquiries',
  ].join('\n');
}

/** The body WeCom and DingTalk group robots both take. */
export function robotBody(enquiry: NoticeEnquiry): { msgtype: 'text'; text: { content: string } } {
  return { msgtype: 'text', text: { content: noticeText(enquiry) } };
}
