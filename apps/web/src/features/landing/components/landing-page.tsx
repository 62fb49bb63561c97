import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SITE_TIMINGS } from '@sponsorly/shared';
import { Alert } from '../../../components/ui/alert';
import { scrollToSection } from '../../../lib/use-scroll-to-anchor';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AboutSection } from './about-section';
import { BrandsSection } from './brands-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import './landing.css';

interface LandingPageProps {
  /** Fills the Contact section's form slot; the app composes it from the contact feature. */
  contactForm?: ReactNode;
  /**
   * The showcase of public creators, composed by the app from the feature that lists them, between the
   * brands' section and pricing. Without one (or when it renders nothing) the landing shows no trace of it.
   */
  showcase?: ReactNode;
}

export function LandingPage({ contactForm, showcase }: LandingPageProps) {
  useDocumentTitle(undefined);
  const { hash, state } = useLocation();
  // A page that sends the visitor here may leave a word for them (an account just deleted).
  const notice = typeof (state as { notice?: unknown } | null)?.notice === 'string' ? (state as { notice: string }).notice : null;

  // A shared link such as /#contact lands on its section once the page has rendered.
  useEffect(() => {
    const id = hash.replace('#', '');
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), SITE_TIMINGS.scrollDelay);
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <div className="landing">
      {notice && (
        <div className="container landing__notice">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <HeroSection />
      <FeaturesSection />
      <BrandsSection />
      {showcase}
      <PricingSection />
      <AboutSection />
      <ContactSection contactForm={contactForm} />
    </div>
  );
}
