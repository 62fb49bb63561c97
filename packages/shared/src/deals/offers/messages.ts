/** What the forms and the API say about deliverables, usage rights and prices. */
export const DEAL_TERMS_MESSAGES = {
  invalidDeliverableType: 'Choose one of the listed deliverable types.',
  quantityRange: (max: number) => `Quantity must be a whole number from 1 to ${max}.`,
  invalidUsageRightsKind: 'Choose one of the listed usage rights.',
  invalidDuration: 'Choose 30, 90, 180 or 365 days, or perpetual.',
  durationRequired: 'Choose how long the rights last (or perpetual).',
  invalidCurrency: 'Only USD is accepted for now.',
  priceRequired: 'Enter a price.',
  priceFormat: 'Enter the price in dollars, like 450 or 450.50.',
  priceRange: (min: string, max: string) => `The price must be from ${min} to ${max}.`,
} as const;
