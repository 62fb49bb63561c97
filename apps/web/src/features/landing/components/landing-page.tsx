import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SITE_TIMINGS } from '@sponsorly/shared';
import { scrollToSection } from '../../../lib/use-scroll-to-anchor';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import './landing.css';

/** `contactForm` fills the Contact section's form slot; the app composes it from the contact feature. */
export function LandingPage({ contactForm }: { contactForm?: ReactNode }) {
  useDocumentTitle(undefined);
  const { hash } = useLocation();

  // A shared link such as /#contact lands on its section once the page has rendered.
  useEffect(() => {
    const id = hash.replace('#', '');
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), SITE_TIMINGS.scrollDelay);
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <div className="landing">
      <HeroSection />
      <FeaturesSection />
      <AboutSection />
      <ContactSection contactForm={contactForm} />
    </div>
  );
}
