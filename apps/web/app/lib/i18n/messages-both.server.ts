// The server renders pages in either language: it holds both sets of strings from the start.
import { en } from '../../locales/en/index.ts';
import { zh } from '../../locales/zh/index.ts';
import { provideMessages } from './messages.ts';

provideMessages('zh', zh);
provideMessages('en', en);
