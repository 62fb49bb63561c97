import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SERVICE_LEVELS } from '@sponsorly/shared';
import { SocialLinks } from '../../../components/brand/social-links';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteInfo } from '../api/use-site-info';
import { ContactFormSlot } from './contact-form-slot';
import './contact-section.css';

/** tel: links take digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactSection({ contactForm }: { contactForm?: ReactNode }) {
  const siteInfo = useSiteInfo();
  const contact = siteInfo.data?.contact;

  return (
    <section id="contact" className="landing-section" aria-labelledby="contact-title">
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">Contact</p>
          <h2 id="contact-title">Get in touch</h2>
          <p className="section-heading__lead">
            Questions about campaigns, payments or your account? We reply within 24 hours on business days.
          </p>
        </header>

        <div className="contact">
          <Card as="div" className="contact__details">
            <h3>Contact details</h3>
            {siteInfo.isPending ? (
              <Spinner label="Loading contact details..." />
            ) : contact ? (
              <ul className="contact__list">
                <li>
                  <Mail aria-hidden="true" />
                  <div>
                    <span className="contact__label">Support email</span>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </div>
                </li>
                <li>
                  <Phone aria-hidden="true" />
                  <div>
                    <span className="contact__label">Phone</span>
                    <a href={telHref(contact.phone)}>{contact.phone}</a>
                  </div>
                </li>
                <li>
                  <MapPin aria-hidden="true" />
                  <div>
                    <span className="contact__label">Address</span>
                    <address>{contact.address}</address>
                  </div>
                </li>
                <li>
                  <Clock aria-hidden="true" />
                  <div>
                    <span className="contact__label">Business hours</span>
                    <span>{SERVICE_LEVELS.businessHours}</span>
                  </div>
                </li>
              </ul>
            ) : (
              <p className="text-muted">Our contact details could not be loaded right now. Please try again later.</p>
            )}
            <h3 className="contact__social-title">Follow us</h3>
            <SocialLinks />
          </Card>

          <ContactFormSlot>{contactForm}</ContactFormSlot>
        </div>
      </div>
    </section>
  );
}
