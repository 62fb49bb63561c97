import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SERVICE_LEVELS } from '@sponsorly/shared';
import { SocialLinks } from '../../../components/brand/social-links';
import { Card } from '../../../components/ui/card';
import { useSiteInfo } from '../api/use-site-info';
import { ContactFormSlot } from './contact-form-slot';
import './contact-section.css';

/** tel: links take digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A grey bar where a detail will appear, as tall as the text it stands for. */
function Pending({ lines = 1 }: { lines?: 1 | 2 }) {
  return <span className={`contact__pending contact__pending--${lines}`} aria-hidden="true" />;
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
            {contact || siteInfo.isPending ? (
              // While the details load (a prerendered page arrives without them: they are server
              // settings), the list keeps its shape, so nothing moves when they come in.
              <ul className="contact__list" aria-busy={siteInfo.isPending || undefined}>
                <li>
                  <Mail aria-hidden="true" />
                  <div>
                    <span className="contact__label">Support email</span>
                    {contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : <Pending />}
                  </div>
                </li>
                <li>
                  <Phone aria-hidden="true" />
                  <div>
                    <span className="contact__label">Phone</span>
                    {contact ? <a href={telHref(contact.phone)}>{contact.phone}</a> : <Pending />}
                  </div>
                </li>
                <li>
                  <MapPin aria-hidden="true" />
                  <div>
                    <span className="contact__label">Address</span>
                    {contact ? <address>{contact.address}</address> : <Pending lines={2} />}
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
            {siteInfo.isPending && (
              <span className="sr-only" role="status">
                Loading contact details...
              </span>
            )}
            <SocialLinks heading={<h3 className="contact__social-title">Follow us</h3>} />
          </Card>

          <ContactFormSlot>{contactForm}</ContactFormSlot>
        </div>
      </div>
    </section>
  );
}
