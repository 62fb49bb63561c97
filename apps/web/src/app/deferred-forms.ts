import { deferredComponent } from '../components/deferred/deferred-component';
// Their styles come with the page, not with their code: the prerendered forms must look right (and
// keep their contrast) while the code is still to come.
import '../components/ui/field.css';
import '../features/contact/components/contact-form.css';
import '../features/newsletter/components/newsletter-form.css';

/**
 * The landing's forms (contact, newsletter) with their schemas and form library load after the page:
 * they are below the fold, and their code would otherwise be a third of the landing's first download.
 */
export const DeferredContactForm = deferredComponent(() =>
  import('../features/contact/components/contact-form').then((m) => m.ContactForm),
);
export const DeferredNewsletterForm = deferredComponent(() =>
  import('../features/newsletter/components/newsletter-form').then((m) => m.NewsletterForm),
);

/** Loads them all: the prerender step renders them into the page's HTML. */
export async function preloadDeferredForms(): Promise<void> {
  await Promise.all([DeferredContactForm.preload(), DeferredNewsletterForm.preload()]);
}
