import { BottomCta } from './bottom-cta';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { StatsSection } from './stats-section';

/** The marketing page for visitors who are not signed in (or while the check runs). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main id="main" className="flex-1">
        <Hero />
        <FeaturesSection />
        <HowItWorksSection />
        <PricingSection />
        <StatsSection />
        <BottomCta />
      </main>
      <LandingFooter />
    </div>
  );
}
