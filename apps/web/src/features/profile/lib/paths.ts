/** Where each account type edits its profile. */
export const CREATOR_EDIT_PATH = '/profile/edit';
export const BRAND_EDIT_PATH = '/brand/profile/edit';
/** The creator's rate card. */
export const RATE_CARD_PATH = '/profile/packages';
