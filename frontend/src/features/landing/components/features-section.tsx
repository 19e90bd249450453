import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import {
  BarChartIcon,
  CandlestickIcon,
  FileTextIcon,
  LayersIcon,
  TargetIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { messages } from '@/i18n';

const t = messages.landing.features;

/** Keys of `icon` in the catalogue's feature items. */
type FeatureIcon = 'fundamental' | 'technical' | 'sentiment' | 'recommendation' | 'peers' | 'report';

const icons: Record<FeatureIcon, ReactNode> = {
  fundamental: <BarChartIcon />,
  technical: <CandlestickIcon />,
  sentiment: <UsersIcon />,
  recommendation: <TargetIcon />,
  peers: <LayersIcon />,
  report: <FileTextIcon />,
};

const recommendationTones = ['success', 'success', 'warning', 'danger', 'danger'] as const;

export function FeaturesSection() {
  return (
    <section id="fitur" aria-labelledby="fitur-title" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="fitur-title"
            className="text-2xl font-bold tracking-tight sm:text-3xl text-balance text-slate-900"
          >
            {t.title}
          </h2>
          <p className="mt-3 text-lg text-pretty text-slate-600">{t.description}</p>
        </div>
        <ul className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {t.items.map((item) => (
            <li
              key={item.title}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary [&_svg]:size-6">
                {icons[item.icon as FeatureIcon]}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{item.description}</p>
              {item.icon === 'recommendation' ? (
                <ul aria-label={t.recommendationsLabel} className="flex flex-wrap gap-1.5">
                  {t.recommendations.map((recommendation, index) => (
                    <li key={recommendation}>
                      <Badge tone={recommendationTones[index]}>{recommendation}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
