// What a notice says: a subject and a short text, the same for e-mail and the group robots. A
// new enquiry's is written here when it is sent; other notices (a failed backup) bring their own.
export interface NoticeMessage {
  subject: string;
  text: string;
}

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

export function enquiryNotice(enquiry: NoticeEnquiry): NoticeMessage {
  return { subject: noticeSubject(enquiry), text: noticeText(enquiry) };
}

/** The body WeCom and DingTalk group robots both take. */
export function robotBody(message: NoticeMessage): { msgtype: 'text'; text: { content: string } } {
  return { msgtype: 'text', text: { content: message.text } };
}
