import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalText {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Kebijakan Privasi or Syarat & Ketentuan: a heading, the date it applies from, and its sections. */
export function LegalDocument({ document }: { document: LegalText }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{document.title}</h1>
          <p className="text-sm text-slate-500">{messages.legal.updated}</p>
          <p className="text-slate-700">{document.intro}</p>
        </header>
        {document.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="text-sm leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className="text-sm text-slate-600">{messages.legal.contact}</p>
        <Link
          href={paths.home.getHref()}
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          {messages.legal.backHome}
        </Link>
      </Card>
    </main>
  );
}
