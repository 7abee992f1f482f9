// A menu item: its parent (null at the top), category code, names, link, tile picture, shown.
import { z } from 'zod';
import {
  boundedText,
  contentId,
  fileUrl,
  flagBoolean,
  linkUrl,
  optionalName,
  requiredName,
} from './fields.ts';

export const menuDocumentSchema = z.strictObject(
  {
    parentId: contentId.nullable().default(null),
    categoryCode: boundedText(40).default(''),
    name: requiredName,
    nameEn: optionalName,
    menuLink: linkUrl,
    fileUrl: fileUrl,
    shown: flagBoolean.default(true),
  },
  { error: 'unknown field' },
);
export type MenuDocument = z.output<typeof menuDocumentSchema>;
