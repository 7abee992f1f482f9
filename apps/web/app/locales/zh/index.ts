// Chinese UI strings, the default language. Typed as Messages so a missing or extra key fails the build.
import type { Messages } from '../en/index.ts';
import { base } from './base.ts';
import { shell } from './shell.ts';
import { car } from './car.ts';
import { booking } from './booking.ts';
import { brand } from './brand.ts';
import { catalogue } from './catalogue.ts';
import { content } from './content.ts';

export const zh: Messages = { ...base, shell, car, booking, brand, catalogue, content };
