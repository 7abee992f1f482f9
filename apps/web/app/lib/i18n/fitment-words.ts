// The words of wheel fitment in each language (decision 0066), read on the server only: the wheel's
// page and the wheels pages send them shaped in their data, outside the strings every page loads.
import type { UiLanguage } from '@refit/contract';
import { fitment as wordsEn } from '../../locales/en/fitment.ts';
import type { FitmentWords } from '../../locales/en/fitment.ts';
import { fitment as wordsZh } from '../../locales/zh/fitment.ts';

export const FITMENT_WORDS: Record<UiLanguage, FitmentWords> = { zh: wordsZh, en: wordsEn };
