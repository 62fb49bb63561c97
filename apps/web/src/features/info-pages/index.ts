export { AppointmentConfirmedPage } from './components/appointment-confirmed-page';
export { ContactReceivedPage } from './components/contact-received-page';
export { TeamPage } from './components/team-page';
