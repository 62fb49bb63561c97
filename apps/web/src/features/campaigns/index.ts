export { BrandCampaignsPage } from './components/brand-campaigns-page';
export { BrandCampaignPage } from './components/brand-campaign-page';
export { CampaignFormPage } from './components/campaign-form-page';
export { CampaignsPage } from './components/campaigns-page';
export { CampaignPage } from './components/campaign-page';
