type SectionHeadingProps = { id: string; eyebrow: string; title: string; subtitle?: string };

export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-serif text-3xl font-bold text-balance text-fg sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-muted-fg">{subtitle}</p> : null}
    </div>
  );
}
