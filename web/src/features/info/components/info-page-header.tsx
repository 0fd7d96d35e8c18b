/** The title and lead of an information page: one level-1 heading, then the lead paragraph. */
export function InfoPageHeader({ title, lead }: { readonly title: string; readonly lead: string }) {
  return (
    <header className="info-page__header">
      <h1>{title}</h1>
      <p className="page__lead">{lead}</p>
    </header>
  );
}
