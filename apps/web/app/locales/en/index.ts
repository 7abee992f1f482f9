// English UI strings. Their shape (`Messages`) is the one zh/index.ts must match key for key.
// Each area of the site keeps its strings in a file of its own.
import { base } from './base.ts';
import { shell } from './shell.ts';
import { car } from './car.ts';
import { booking } from './booking.ts';
import { brand } from './brand.ts';
import { catalogue } from './catalogue.ts';
import { content } from './content.ts';

export const en = { ...base, shell, car, booking, brand, catalogue, content };

export type Messages = typeof en;
export type AreaName = 'shell' | 'car' | 'booking' | 'brand' | 'catalogue' | 'content';
