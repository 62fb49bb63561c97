/** Bounds of the terms: a quantity of one deliverable type in one package or offer. */
export const DEAL_TERMS_LIMITS = {
  quantityMax: 50,
} as const;
