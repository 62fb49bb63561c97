export { EditBrandProfilePage } from './components/edit-brand-profile-page';
export { EditCreatorProfilePage } from './components/edit-creator-profile-page';
export { MyProfilePage } from './components/my-profile-page';
export { PublicCreatorPage } from './components/public-creator-page';
export { RateCardPage } from './components/rate-card-page';
