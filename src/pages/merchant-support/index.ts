export { configUploadsPage, merchantSupportPage, MERCHANT_SUPPORT_PAGES } from './pages';
