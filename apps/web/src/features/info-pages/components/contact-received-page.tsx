import { CalendarDays, CircleCheck, Clock, LayoutGrid, Mail, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SERVICE_LEVELS } from '@sponsorly/shared';
import { ActionCard } from './action-card';
import { ConfirmationHero } from './confirmation-hero';
import { DetailCard } from './detail-card';
import { FaqList, type Faq } from './faq-list';
import { NextSteps, type Step } from './next-steps';
import './info-pages.css';

const STEPS: readonly Step[] = [
  { title: 'We review your message', text: 'Someone on our team reads it and passes it to the person best placed to help.' },
  { title: 'Quick response', text: 'You will hear back from us within 24 hours on business days.' },
  { title: 'Next steps', text: 'We answer your question, or suggest a short call if talking it through would help more.' },
];

const FAQS: readonly Faq[] = [
  {
    question: "What if I don't hear back within 24 hours?",
    answer: (
      <p>
        Messages sent on a weekend or a holiday are answered on the next business day. If it has been longer, check your spam
        folder, then reach us by email or phone using the details in our <Link to="/#contact">contact section</Link>.
      </p>
    ),
  },
  {
    question: 'Can I add something to my message?',
    answer: (
      <p>Yes. Reply to our email once it arrives, or send another message through the contact form and mention the first one.</p>
    ),
  },
  {
    question: 'Is Sponsorly free for creators?',
    answer: <p>Yes. Creating a profile, being discovered by brands and managing your partnerships is free for creators.</p>,
  },
  {
    question: "I'm a brand. How do I get started?",
    answer: (
      <p>
        <Link to="/signup/brand">Sign up as a brand</Link>, tell us about your company and budget, and start finding creators
        whose audience fits your product.
      </p>
    ),
  },
];

/** Spec section 2, Contact Received: shown after the contact form is sent. */
export function ContactReceivedPage() {
  useDocumentTitle('Message received');
  return (
    <div className="info-page">
      <div className="container info-page__inner">
        <ConfirmationHero icon={<CircleCheck />} title="Message Received!">
          Thanks for getting in touch. Your message is with the Sponsorly team, and we will reply to the email address you gave
          us.
        </ConfirmationHero>

        <NextSteps title="What happens next" steps={STEPS} />

        <div className="info-grid">
          <ActionCard icon={<Sparkles />} title="New to Sponsorly?" to="/signup" action="Create your free account">
            Creators join free and get discovered by brands looking for their audience.
          </ActionCard>
          <ActionCard icon={<LayoutGrid />} tone="accent" title="See how it works" to="/#features" action="Explore the features">
            Direct connections, campaign management and secure payments, all in one place.
          </ActionCard>
        </div>

        <DetailCard
          title="Response details"
          details={[
            { label: 'Response time', value: SERVICE_LEVELS.replyWithin, Icon: Clock },
            { label: 'Business hours', value: SERVICE_LEVELS.businessHours, Icon: CalendarDays },
            { label: 'How we reply', value: SERVICE_LEVELS.replyBy, Icon: Mail },
          ]}
        />

        <FaqList title="Frequently asked questions" items={FAQS} />

        <div className="info-actions">
          <ButtonLink to="/signup" size="lg">
            Join as Creator
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
