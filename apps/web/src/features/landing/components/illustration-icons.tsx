import { BadgeCheck, Camera, TrendingUp } from 'lucide-react';

/* The icon set has no brand logos; a camera stands in for Instagram in the drawing. */
export { BadgeCheck, Camera as Instagram, TrendingUp };
