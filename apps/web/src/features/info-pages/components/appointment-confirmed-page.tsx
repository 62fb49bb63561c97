import { CalendarCheck, Clock, LifeBuoy, MonitorPlay, Rocket, Video } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SERVICE_LEVELS } from '@sponsorly/shared';
import { ActionCard } from './action-card';
import { ConfirmationHero } from './confirmation-hero';
import { DetailCard } from './detail-card';
import { NextSteps, type Step } from './next-steps';
import './info-pages.css';

const STEPS: readonly Step[] = [
  {
    title: 'Check your email',
    text: 'A calendar invitation with the meeting link arrives within a few minutes. Add it to your calendar to get a reminder.',
  },
  {
    title: 'Prepare for the meeting',
    text: 'Think about your goals, your audience and the platforms you work on, and note any questions you would like to ask.',
  },
  {
    title: 'Join the meeting',
    text: 'At the scheduled time, open the link in the invitation to join from your computer or phone.',
  },
];

/** Spec section 2, Appointment Confirmed: where a booked call lands. */
export function AppointmentConfirmedPage() {
  useDocumentTitle('Appointment confirmed');
  return (
    <div className="info-page">
      <div className="container info-page__inner">
        <ConfirmationHero icon={<CalendarCheck />} title="Appointment Confirmed!">
          Your meeting with the Sponsorly team is booked. Here is what to expect before and during the call.
        </ConfirmationHero>

        <NextSteps title="What Happens Next?" steps={STEPS} />

        <div className="info-grid">
          <ActionCard icon={<Rocket />} title="Get Started Early" to="/signup" action="Create Account">
            Create your account before the call, and we can look at your profile and goals together.
          </ActionCard>
          <ActionCard icon={<LifeBuoy />} tone="accent" title="Questions?" to="/#contact" action="Contact Support">
            Need to change the time, or want to ask something first? Our support team is happy to help.
          </ActionCard>
        </div>

        <DetailCard
          title="Meeting information"
          details={[
            { label: 'Duration', value: SERVICE_LEVELS.meetingLength, Icon: Clock },
            { label: 'Format', value: SERVICE_LEVELS.meetingFormat, Icon: Video },
            { label: 'Platform', value: SERVICE_LEVELS.meetingPlatform, Icon: MonitorPlay },
          ]}
        />

        <div className="info-actions">
          <ButtonLink to="/" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink to="/team" size="lg" variant="secondary">
            Meet the Team
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
