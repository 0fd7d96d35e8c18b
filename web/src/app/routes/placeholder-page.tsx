interface PlaceholderPageProps {
  readonly title: string;
  readonly spec: string;
}

/** A route whose page is not built yet: its title and the spec section that will fill it. */
export function PlaceholderPage({ title, spec }: PlaceholderPageProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="notice" role="status">
        <strong>Not built yet.</strong> This page will be filled by {spec}.
      </p>
    </section>
  );
}
