// 备份面板的中文文案；结构与 backups-en.ts 一致。
import type { BackupsMessages } from './backups-en.ts';

export const backupsZh: BackupsMessages = {
  title: '备份',
  subtitle: '网站数据库与文件的完整备份：上一次备份、定时计划，以及本服务器上的备份存档。',
  backUpNow: '立即备份',
  asking: '正在请求…',
  underWay: '正在备份…',
  asked: '已请求备份，服务器稍后即开始。',
  joined: '已有一次备份在进行或等待中，本次请求将以它为准。',
  anOwner: '一位所有者',
  made: (file) => `备份完成：${file}`,
  failedNow: '备份失败，原因见页面。',
  last: {
    title: '上一次备份',
    none: '还没有做过备份。点击“立即备份”制作第一份。',
    ok: '成功',
    failed: '失败',
    bySchedule: '由定时计划发起',
    byOwner: (name) => `由 ${name} 发起`,
    finished: '完成时间',
    took: '用时',
    file: '存档',
    size: '大小',
    error: '失败原因',
    whatToDo:
      '请检查服务器上的备份文件夹（BACKUP_DIR）是否存在、可写并有足够空间，并查看服务器日志了解详情，然后点击“立即备份”重试。',
  },
  progress: {
    waiting: '等待服务器开始备份',
    running: '正在制作备份',
    askedBy: (name, time) => `${name} 于 ${time} 发起`,
    startedAt: (time) => `开始于 ${time}`,
    elapsed: (duration) => `已用时 ${duration}`,
    note: '备份期间网站照常运行。本页会自动跟进进度，您可以离开稍后再回来查看。',
  },
  schedule: {
    title: '定时备份',
    daily: (time) => `每天 ${time}`,
    zone: (zone) => `时区 ${zone}`,
    next: '下一次备份',
    keep: (n) => `保留最近 ${n} 份定时备份；手动制作的存档永远不会被自动删除。`,
    none: '未设置定时备份：只有所有者手动请求时才会备份。',
    howTo: '如需每天自动备份，请在服务器配置中设置：',
    settings: {
      schedule: '每天备份的时间，按网站所在时区',
      keep: '保留多少份定时备份（默认 7 份）',
    },
  },
  archives: {
    title: '存档',
    where: (folder, machine) => `服务器 ${machine} 上的文件夹 ${folder}。`,
    otherServers: '如有多台服务器，每台只列出自己文件夹中的存档。',
    inBucket: (location) =>
      `对象存储中的 ${location}：网站的每台服务器列出的都是这里的同一批存档，而不是某一台机器上的。`,
    copyOff:
      '与网站放在同一台机器上的存档会随机器一起丢失：请把每份存档复制到别处，例如另一台机器或对象存储。',
    empty: '此文件夹中还没有存档。“立即备份”会制作第一份。',
    emptyInBucket: '此前缀下还没有存档。“立即备份”会制作第一份。',
    madeBy: {
      schedule: '定时',
      owner: '所有者手动',
      restore: '恢复前自动',
      command: '命令行手动',
    },
    download: '下载',
    downloadNamed: (name) => `下载 ${name}`,
    listLabel: '此文件夹中的存档，最新的在前',
  },
  duration: {
    seconds: (s) => `${s} 秒`,
    minutes: (m, s) => `${m} 分 ${s} 秒`,
    hours: (h, m) => `${h} 小时 ${m} 分`,
  },
};
