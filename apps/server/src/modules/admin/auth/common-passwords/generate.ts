// Writes common-passwords.txt: passwords long enough to pass the length rule (12 or more) that
// people still pick, so the rule alone would let them through. Made from words and names people
// use (English and pinyin), years, dates, keyboard walks and the suffixes people add to reach a
// length. Run after changing the lists: `npx node apps/server/src/modules/admin/auth/common-passwords/generate.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MIN_LENGTH } from '@refit/contract/admin/roles';

const words = `password passw0rd p@ssword p@ssw0rd qwerty qwertyuiop asdfgh asdfghjkl zxcvbnm iloveyou
admin administrator root welcome letmein monkey dragon football baseball basketball soccer hockey
sunshine princess shadow master superman batman spiderman starwars pokemon naruto michael jennifer
jordan hunter ranger buster thomas robert charlie daniel george andrew joshua matthew jessica ashley
amanda michelle nicole hannah summer winter spring autumn freedom whatever trustno1 secret
computer internet login changeme default guest user test tester testing access master123 mustang
ferrari porsche lamborghini mercedes bmwm3 bmwm4 audi audirs tesla toyota honda nissan subaru
corvette camaro harley yamaha kawasaki ducati turbo racing racecar tuning motorsport carbon
chocolate cookie banana orange apple cherry strawberry pepper ginger butterfly flower rainbow
tigers lakers yankees cowboys eagles arsenal chelsea liverpool manchester barcelona realmadrid
love lover loveme iloveu babygirl angel angels beautiful family forever friends friend happy smile
killer ninja samurai warrior wizard matrix hacker gamer minecraft fortnite roblox zelda mario
qazwsx qweasd qweasdzxc 1qaz2wsx zaq12wsx abc abcd abcdef abcdefg abcdefgh company office
woaini woaini1314 aini ainio wangyang zhangwei wangwei liwei liuyang zhangjie lijie wangjing
zhangmin liming wanglei zhanglei liuwei chenjie yangyang huanghuan xiaoming xiaohong xiaoli
zhongguo beijing shanghai shenzhen guangzhou hangzhou chengdu wuhan nanjing tianjin chongqing
baobao beibei huahua lele dandan tiantian qqqq woshishui nihao nihaoma wodemima mima
taiyang yueliang xingxing kuaile xingfu pingan fuqi meinv shuaige laogong laopo
admin888 root123 huawei xiaomi alibaba taobao baidu tencent wechat weixin qqcom
refit ruijie ruijietuning tuning refitcar carparts bodykit exhaust wheels`
  .split(/\s+/)
  .filter(Boolean);

const suffixes = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '!',
  '!!',
  '1!',
  '123!',
  '123!@#',
  '!@#',
  '!@#$',
  '@123',
  '#123',
  '.',
  '01',
  '007',
  '69',
  '88',
  '520',
  '521',
  '666',
  '888',
  '999',
  '1314',
  '5201314',
  '000',
  '0000',
  '111',
  '1111',
  '11111',
  '2000',
  '2008',
  '2010',
  '2012',
  '2015',
  '2018',
  '2019',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '2027',
  '@2024',
  '@2025',
  '@2026',
  '!2025',
  '!2026',
  '_123',
  '_2025',
  '_2026',
];

const keyboardWalks = [
  'qwertyuiop',
  'qwertyuiop[]',
  'qwertyuiopasdfghjkl',
  'asdfghjkl;',
  "asdfghjkl;'",
  'zxcvbnm,./',
  '1qaz2wsx3edc',
  '1qaz2wsx3edc4rfv',
  'qazwsxedcrfv',
  'qazwsxedcrfvtgb',
  'zaq12wsxcde3',
  'zaq1zaq1zaq1',
  '1q2w3e4r5t6y',
  '1q2w3e4r5t6y7u',
  '1q2w3e4r5t',
  'q1w2e3r4t5y6',
  'qweasdzxc123',
  'qwe123qwe123',
  'asd123asd123',
  '1234qwerasdf',
  '1234qwerasdfzxcv',
  'qwerasdfzxcv',
  'qwer1234asdf',
  '!qaz@wsx#edc',
  '!qaz2wsx3edc',
  '1qaz@wsx3edc',
  'poiuytrewq',
  'lkjhgfdsa',
  'mnbvcxz',
  '0987654321',
  '9876543210',
  '1234567890',
  '12345678910',
  '123456789012',
  '1234567890123',
  '123123123123',
  '112233445566',
  '121212121212',
  '123321123321',
  '147258369147',
  '147258369',
  '159357159357',
  '159753159753',
  '741852963',
  '789456123',
  '789456123789',
  '963852741',
  '3141592653',
  '314159265358',
  '5201314520',
  '5201314521',
  '1314520520',
  'woaini520',
  'abc123abc123',
  'abcd1234abcd',
  'a1b2c3d4e5f6',
  'aa123456789',
  'qq123456789',
  'aa112233445566',
  'abcdefghijkl',
  'abcdefghijklm',
  'abcdefghijklmnop',
];

const yearsAndDates: string[] = [];
for (let year = 1960; year <= 2030; year++) yearsAndDates.push(String(year));

const out = new Set<string>();
const keep = (candidate: string) => {
  if (candidate.length >= PASSWORD_MIN_LENGTH) out.add(candidate.toLowerCase());
};

for (const word of words) {
  const forms = new Set([word, word + word, word.replace(/o/g, '0').replace(/a/g, '@').replace(/e/g, '3')]);
  for (const form of forms) {
    for (const suffix of suffixes) keep(form + suffix);
  }
  for (const year of yearsAndDates) {
    keep(word + year);
    keep(word + '@' + year);
  }
  for (const walk of keyboardWalks) keep(word + walk.slice(0, 6));
}
for (const walk of keyboardWalks) {
  for (const suffix of suffixes) keep(walk + suffix);
}
// Birthdays written twice or with a word: 19900101 and the like are too short alone.
for (let year = 1960; year <= 2010; year++) {
  for (let month = 1; month <= 12; month++) {
    const mm = String(month).padStart(2, '0');
    for (const day of ['01', '08', '15', '28']) {
      keep(`${year}${mm}${day}${year}`);
      keep(`woaini${year}${mm}${day}`);
    }
  }
}

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
fs.writeFileSync(target, [...out].sort().join('\n') + '\n');
console.log(`${out.size} passwords written to ${target}`);
