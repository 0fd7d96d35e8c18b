import { Accordion } from '@web/components/ui/accordion';
import { helpTexts as t, helpTopics, moreHelp } from '../content/help';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { ContentBlock, RichText } from './rich-text';
import { InfoPageHeader } from './info-page-header';
import './info-pages.css';

/** /help: the help centre, topic by topic, one answer open at a time in each; then where to go next. */
export function HelpPage() {
  useScrollToHash();
  return (
    <div className="page info-page">
      <InfoPageHeader title={t.title} lead={t.lead} />
      <div className="help-topics">
        {helpTopics.map((topic) => (
          <section key={topic.id} id={topic.id} className="info-page__section" aria-labelledby={`${topic.id}-title`}>
            <h2 id={`${topic.id}-title`}>{topic.title}</h2>
            <Accordion
              items={topic.questions.map((q) => ({
                id: q.id,
                title: q.question,
                content: q.answer.map((block, index) => <ContentBlock key={index} block={block} />),
              }))}
            />
          </section>
        ))}
      </div>
      <section className="info-page__section" aria-labelledby="more-help-title">
        <h2 id="more-help-title">{t.moreTitle}</h2>
        <ul className="info-cards">
          {moreHelp.map((link) => (
            <li key={link.title} className="info-card">
              <h3>{link.title}</h3>
              <p>
                <RichText text={link.text} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
