// 概览页与上线检查的中文文案；类型与 dashboard-en.ts 一致。
import type { DashboardMessages } from './dashboard-en.ts';

export const dashboardZh: DashboardMessages = {
  age: {
    underAMinute: '不到 1 分钟',
    minutes: (n) => `${n} 分钟`,
    hours: (n) => `${n} 小时`,
    days: (n) => `${n} 天`,
  },
  loadFailed: '概览加载失败。',
  enquiries: {
    title: '待处理的新咨询',
    oldest: (age) => `最早一条已等待 ${age}`,
    none: '没有待处理的新咨询。',
    open: '查看新咨询',
  },
  content: {
    title: '草稿与定时发布',
    summary: '尚未发布的条目、等待上线的修改，以及设定了发布时间的条目。',
    drafts: (n) => `${n} 篇草稿`,
    changed: (n) => `${n} 项修改未发布`,
    scheduled: (n) => `${n} 项定时发布`,
    none: '没有等待发布的内容。',
    open: '打开内容管理',
    byType: '各类型待发布内容',
  },
  visits: {
    title: '近 7 天访问',
    before: (n) => `之前 7 天：${n}`,
    up: (percent) => `增加 ${percent}`,
    down: (percent) => `减少 ${percent}`,
    same: '与前一周持平',
    noEarlier: '前一周没有访问，无从比较',
    none: '最近两周还没有访问记录。',
    open: '打开访问统计',
  },
  activity: {
    title: { all: '最近动态', content: '最近的内容动态', enquiries: '最近的咨询动态' },
    none: '这里还没有任何动态。',
    open: '查看审计日志',
  },
  goLive: {
    title: '上线检查',
    intro: '网站正式上线前还需完成的事项。每一项都按网站当前的实际状态检查。',
    progress: (done, total) => `已完成 ${done} / ${total} 项`,
    allDone: '一切就绪。',
    states: { done: '已完成', todo: '待完成', unavailable: '暂不可用' },
    configure: '在服务器配置中设置：',
    configureOr: '或',
    fix: {
      settings: '编辑站点设置',
      content: '打开内容管理',
      account: '打开我的账户',
      backups: '打开备份',
    },
    parts: {
      icpNumber: 'ICP 备案号',
      psbNumber: '公安备案号',
      phone: '销售电话',
      wechatQr: '微信二维码',
    },
    pendingSeparator: '、',
    items: {
      siteOrigin: {
        title: '已设置公开网址',
        todo: '链接、网站地图和后台登录 Cookie 还不知道网站的公开网址。',
        done: '链接和后台登录 Cookie 使用公开网址。',
      },
      filingNumbers: {
        title: 'ICP 备案号与公安备案号',
        todo: (parts) => `仍为空或仍是演示数据：${parts}。`,
        done: '页脚显示的是您自己的备案号。',
      },
      contactDetails: {
        title: '联系方式已替换',
        todo: (parts) => `仍是演示数据：${parts}。`,
        done: '电话与微信二维码已不再是演示数据。',
      },
      demoContent: {
        title: '演示内容已替换',
        todo: (parts) => `网站上仍有演示条目：${parts}。`,
        done: '演示内容已全部替换。',
      },
      ownerTwoStep: {
        title: '所有者启用两步验证',
        todo: '还没有所有者使用身份验证器的动态验证码登录。',
        done: '至少一位所有者已启用两步验证。',
      },
      enquiryNotices: {
        title: '新咨询通知',
        todo: '收到新咨询时，还不会通过邮件、企业微信或钉钉通知任何人。',
        done: '新咨询会发送通知。',
      },
      baiduPush: {
        title: '已开启百度推送',
        todo: '发布的页面还不会提交给百度。',
        done: '发布的页面会提交给百度。',
      },
      translations: {
        title: '已发布内容均有中英文',
        todo: (parts) => `缺少一种语言的已发布条目：${parts}。`,
        done: '所有已发布条目都有中英文。',
      },
      backups: {
        title: '每日备份',
        todo: '网站没有定时备份，或上一次备份失败，或近两天内没有成功的备份。',
        done: '网站每天自动备份。',
      },
    },
  },
};
