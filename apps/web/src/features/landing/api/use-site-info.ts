export { useSiteInfo } from '../../../lib/use-site-info';
