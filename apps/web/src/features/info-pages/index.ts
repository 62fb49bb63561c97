export { AppointmentConfirmedPage } from './components/appointment-confirmed-page';
export { ContactReceivedPage } from './components/contact-received-page';
export { TeamPage } from './components/team-page';
export { CookiesPage, PrivacyPage, TermsPage } from './components/legal-page';
