import { LEGAL_LINKS, LEGAL_UPDATED, TERMS } from '@sponsorly/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SettingsText } from '../../../components/site/settings-text';
import './terms-modal.css';

interface TermsModalProps {
  open: boolean;
  onClose: () => void;
  /** Ticks the terms box for the user who reads to the end and agrees. */
  onAccept: () => void;
}

/** The Terms of Service in ten sections, the same text as /terms. */
export function TermsModal({ open, onClose, onAccept }: TermsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Terms and Conditions" footer={<Button onClick={onAccept}>Accept terms</Button>}>
      <p className="terms__intro">
        Last updated {LEGAL_UPDATED}. Please read these terms before you create your account. They are also on their own page,{' '}
        <Link to={LEGAL_LINKS.terms.path} target="_blank">
          {LEGAL_LINKS.terms.title}
        </Link>
        , beside our{' '}
        <Link to={LEGAL_LINKS.privacy.path} target="_blank">
          {LEGAL_LINKS.privacy.title}
        </Link>
        .
      </p>
      <ol className="terms">
        {TERMS.sections.map((section, index) => (
          <li key={section.title}>
            <h3>
              {index + 1}. {section.title}
            </h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>
                <SettingsText text={paragraph} />
              </p>
            ))}
            {section.points && (
              <ul>
                {section.points.map((point) => (
                  <li key={point.slice(0, 24)}>
                    <SettingsText text={point} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
