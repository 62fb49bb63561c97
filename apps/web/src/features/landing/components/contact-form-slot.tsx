import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, IconBadge } from '../../../components/ui/card';

/**
 * Where the contact form (name, email, message and captcha) goes. The form is its own feature, so the
 * app passes it in; without one, visitors are pointed to the contact details beside it so the section
 * never leads nowhere.
 */
export function ContactFormSlot({ children }: { children?: ReactNode }) {
  if (children) return children;
  return (
    <Card as="div" className="contact__form-slot">
      <IconBadge tone="accent">
        <MessageSquare />
      </IconBadge>
      <h3>Send us a message</h3>
      <p className="text-muted">
        Our contact form is coming soon. Until then, email or call us using the details on this page and we'll get back to you
        within one business day.
      </p>
    </Card>
  );
}
