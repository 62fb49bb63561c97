import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { BarFill } from '../../../components/ui/bar-fill';

/** The completion bar with its percentage; under 100 it points to the form that completes it. */
export function CompletionMeter({ percent, editPath }: { percent: number; editPath: string }) {
  const complete = percent >= 100;
  return (
    <Card as="section" className="completion-meter" aria-labelledby="completion-meter-title">
      <div className="completion-meter__top">
        <h2 id="completion-meter-title">Profile completion</h2>
        <span className="completion-meter__figure">{percent}%</span>
      </div>
      <div
        className="completion-meter__bar"
        role="progressbar"
        aria-labelledby="completion-meter-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <BarFill percent={percent} />
      </div>
      {complete ? (
        <p className="completion-meter__done">
          <CircleCheck aria-hidden="true" />
          Your profile is complete.
        </p>
      ) : (
        <Link to={editPath} className="completion-meter__link">
          Complete your profile
          <ArrowRight aria-hidden="true" />
        </Link>
      )}
    </Card>
  );
}
