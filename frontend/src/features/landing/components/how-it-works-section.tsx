import { interpolate, messages } from '@/i18n';

const t = messages.landing.howItWorks;

export function HowItWorksSection() {
  return (
    <section
      id="cara-kerja"
      aria-labelledby="cara-kerja-title"
      className="scroll-mt-20 bg-slate-50 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="cara-kerja-title" className="text-2xl font-bold tracking-tight sm:text-3xl text-slate-900">
            {t.title}
          </h2>
          <p className="mt-3 text-lg text-pretty text-slate-600">{t.description}</p>
        </div>
        <ol className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {t.steps.map((step, index) => (
            <li key={step.title} className="relative flex flex-col items-center gap-3 text-center">
              <span
                aria-label={interpolate(t.stepLabel, { number: index + 1 })}
                className="flex size-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-white shadow-md shadow-teal-900/20"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="max-w-xs text-sm leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
