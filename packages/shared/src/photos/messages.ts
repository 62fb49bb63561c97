import { PHOTO_LIMITS } from './limits';

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** What people read about photos and logos. */
export const PHOTO_MESSAGES = {
  fileMissing: 'Choose a photo to upload.',
  notAnImage: 'Upload a JPEG, PNG or WebP picture. This file is not one.',
  tooLarge: `This picture is larger than ${mb(PHOTO_LIMITS.maxBytes)}. Choose a smaller one.`,
  notFound: 'No such picture.',
  uploaded: 'Your photo is saved.',
  logoUploaded: 'Your logo is saved.',
  removed: 'Your photo is removed; your initials are shown instead.',
  logoRemoved: 'Your logo is removed; your initials are shown instead.',
} as const;
