// A gallery of a car: names, cover and images.
import { z } from 'zod';
import {
  contentId,
  fileUrl,
  imageList,
  optionalName,
  requiredName,
  searchAndSharingFields,
} from './fields.ts';

export const galleryDocumentSchema = z.strictObject(
  {
    carId: contentId,
    galleryName: requiredName,
    galleryNameEn: optionalName,
    coverImgUrl: fileUrl,
    images: imageList,
    ...searchAndSharingFields,
  },
  { error: 'unknown field' },
);
export type GalleryDocument = z.output<typeof galleryDocumentSchema>;
