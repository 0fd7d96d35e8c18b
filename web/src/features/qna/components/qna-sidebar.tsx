import { qnaCategories } from '@contract/discussions';
import { Button } from '@web/components/ui/button';
import { categoryLabel, qnaTexts as t } from '../lib/qna-texts';

export interface QnaSidebarProps {
  readonly category: string | null;
  readonly onCategory: (category: string) => void;
  readonly onAsk: () => void;
}

/** docs/requirements/qna.md §1: Popular Tags (the eight categories, each a filter), Ask Your Question, Asking Guidelines. */
export function QnaSidebar({ category, onCategory, onAsk }: QnaSidebarProps) {
  return (
    <aside className="qna-sidebar" aria-label="Q&A sidebar">
      <section className="side-panel qna-panel" aria-labelledby="qna-popular-tags">
        <h2 id="qna-popular-tags">{t.sidebar.popularTags}</h2>
        <ul className="qna-tags">
          {qnaCategories.map((c) => (
            <li key={c}>
              <button type="button" className="pill" aria-pressed={category === c} onClick={() => onCategory(c)}>
                #{c}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="side-panel qna-panel qna-panel--ask" aria-labelledby="qna-ask-card">
        <h2 id="qna-ask-card">{t.sidebar.askCardTitle}</h2>
        <p>{t.sidebar.askCardText}</p>
        <Button variant="primary" onClick={onAsk}>
          {t.sidebar.askNow}
        </Button>
      </section>
      <section className="side-panel qna-panel" aria-labelledby="qna-guidelines">
        <h2 id="qna-guidelines">{t.sidebar.guidelines}</h2>
        <ul className="qna-guidelines">
          {t.sidebar.guidelineItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

/** The tag filter above the list: All, then the eight categories. */
export function TagFilter({ category, onCategory }: { readonly category: string | null; readonly onCategory: (category: string | null) => void }) {
  return (
    <div className="qna-tags qna-filter" role="group" aria-label={t.filterLabel}>
      <button type="button" className="pill" aria-pressed={category === null} onClick={() => onCategory(null)}>
        {t.all}
      </button>
      {qnaCategories.map((c) => (
        <button key={c} type="button" className="pill" aria-pressed={category === c} onClick={() => onCategory(c)}>
          {categoryLabel(c)}
        </button>
      ))}
    </div>
  );
}
