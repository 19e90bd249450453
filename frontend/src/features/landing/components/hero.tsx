import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { PlayIcon, SparklesIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { SampleAnalysisCard } from './sample-analysis-card';

const t = messages.landing.hero;

const pillarColors = ['bg-primary', 'bg-teal-500', 'bg-teal-300'];

/** The three pillars drawn to their weights (50/30/20). */
function PillarWeights() {
  return (
    <div className="flex flex-col gap-2">
      <p className="sr-only">{t.pillarsLabel}</p>
      <div aria-hidden="true" className="flex h-2.5 w-full max-w-md overflow-hidden rounded-full">
        {t.pillars.map((pillar, index) => (
          <span key={pillar.name} className={pillarColors[index]} style={{ width: `${pillar.weight}%` }} />
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {t.pillars.map((pillar, index) => (
          <li key={pillar.name} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', pillarColors[index])} />
            <span>
              <span className="font-semibold text-slate-900">{pillar.name}</span> {pillar.weight}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-teal-50 to-white"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:pt-20 lg:pb-24">
        <div className="flex flex-col gap-6">
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full border border-teal-200 bg-white px-3 py-1 text-xs font-semibold text-primary-strong">
            <SparklesIcon className="size-3.5" />
            {t.eyebrow}
          </span>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {t.title}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-slate-700">{t.description}</p>
          <PillarWeights />
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={paths.login.getHref()} className={buttonVariants({ size: 'lg' })}>
              {t.primaryCta}
            </a>
            <Link href={paths.demo.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <PlayIcon />
              {t.secondaryCta}
            </Link>
          </div>
          <p className="text-sm text-slate-600">{t.note}</p>
        </div>
        <SampleAnalysisCard />
      </div>
    </section>
  );
}
