import { LANDING_COPY } from '@sponsorly/shared';
import { Card } from '../../../components/ui/card';
import { SettingsText } from '../../../components/site/settings-text';
import './pricing-section.css';

/**
 * Pricing from the platform's fee setting (PLATFORM_FEE_PERCENT through `system.siteInfo`): the
 * prerendered page holds a bar where the figure goes, filled once the settings answer.
 */
export function PricingSection() {
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple, per deal</h2>
          <p className="section-heading__lead pricing__line" data-testid="pricing-line">
            <SettingsText text={LANDING_COPY.pricing} />
          </p>
        </header>
        <ul className="pricing">
          {LANDING_COPY.pricingPlans.map((plan) => (
            <li key={plan.audience}>
              <Card as="article" className="pricing__plan">
                <h3>{plan.audience}</h3>
                <p className="pricing__price">
                  <SettingsText text={plan.price} />
                </p>
                <p>{plan.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
