// The words of a gallery's build story and of "seen on these builds" on a product page. Not among
// the UI strings every page loads: the pages' data carries them (see locales/en/build-story.ts).
import type { BuildStoryWords } from '../en/build-story.ts';

export const buildStory: BuildStoryWords = {
  storyEyebrow: '改装故事',
  storyTitle: (car: string) => `这台 ${car} 的改装历程`,
  partsEyebrow: '所用配件',
  partsTitle: '本案例所用配件',
  partsCount: (count: number) => `${count} 件配件`,
  compareEyebrow: '改装前后',
  compareTitle: '同一角度，改装前后',
  before: '改装前',
  after: '改装后',
  sliderLabel: '改装前后对比',
  sliderHint: '拖动中间的手柄。',
  sliderKeysHint: '拖动中间的手柄，或使用方向键。',
  seenOnEyebrow: '客户案例',
  seenOnTitle: '见于这些改装案例',
  seenOnOpen: '查看案例',
};
