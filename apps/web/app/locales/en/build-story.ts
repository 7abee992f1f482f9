// The words of a gallery's build story and of "seen on these builds" on a product page. Not among
// the UI strings every page loads: the pages' data carries them, already in the page's language
// (features/gallery/story/build-story-view.ts, features/product/seen-on-view.ts).
export const buildStory = {
  storyEyebrow: 'The build',
  storyTitle: (car: string) => `How we built this ${car}`,
  partsEyebrow: 'Parts used',
  partsTitle: 'Parts on this build',
  partsCount: (count: number) => (count === 1 ? '1 part' : `${count} parts`),
  compareEyebrow: 'Before and after',
  compareTitle: 'Before and after, side by side',
  before: 'Before',
  after: 'After',
  sliderLabel: 'Before and after comparison',
  sliderHint: 'Drag the handle.',
  sliderKeysHint: 'Drag the handle, or use the arrow keys.',
  seenOnEyebrow: 'Customer builds',
  seenOnTitle: 'Seen on these builds',
  seenOnOpen: 'View the build',
};

export type BuildStoryWords = typeof buildStory;
