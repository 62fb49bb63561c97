import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TERMS_SECTIONS, TERMS_UPDATED } from './terms-content';
import './terms-modal.css';

interface TermsModalProps {
  open: boolean;
  onClose: () => void;
  /** Ticks the terms box for the user who reads to the end and agrees. */
  onAccept: () => void;
}

export function TermsModal({ open, onClose, onAccept }: TermsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Terms and Conditions" footer={<Button onClick={onAccept}>Accept terms</Button>}>
      <p className="terms__intro">Last updated {TERMS_UPDATED}. Please read these terms before you create your account.</p>
      <ol className="terms">
        {TERMS_SECTIONS.map((section, index) => (
          <li key={section.title}>
            <h3>
              {index + 1}. {section.title}
            </h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
