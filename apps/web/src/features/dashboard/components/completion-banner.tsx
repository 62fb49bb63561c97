import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { BarFill } from '../../../components/ui/bar-fill';
import './completion-banner.css';

interface CompletionBannerProps {
  percent: number;
  editPath: string;
  reason: string;
}

/** Shown until the profile is complete; the figure is the server's (spec section 4). */
export function CompletionBanner({ percent, editPath, reason }: CompletionBannerProps) {
  if (percent >= 100) return null;
  return (
    <section className="completion-banner" aria-labelledby="completion-title">
      <div className="completion-banner__text">
        <h2 id="completion-title">Your profile is {percent}% complete</h2>
        <p>{reason}</p>
        <div
          className="completion-banner__bar"
          role="progressbar"
          aria-label="Profile completion"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <BarFill percent={percent} />
        </div>
      </div>
      <ButtonLink to={editPath} variant="accent" iconAfter={<ArrowRight aria-hidden="true" />}>
        Complete your profile
      </ButtonLink>
    </section>
  );
}
