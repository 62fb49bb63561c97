// What other features call: the deals timer worker closes campaigns past their deadline.
export { closeExpiredCampaigns } from './close-expired-campaigns';
export { stateChanged } from './campaign-errors';
