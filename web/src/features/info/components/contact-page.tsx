import { Accordion } from '@web/components/ui/accordion';
import { contactMethods, contactQuestions, contactTexts as t } from '../content/contact';
import { ContactForm } from './contact-form';
import { ContentBlock, RichText } from './rich-text';
import { InfoPageHeader } from './info-page-header';
import './info-pages.css';

/** /contact (docs/requirements/shell.md §7): the three ways to reach us, the message form and the FAQ. */
export function ContactPage() {
  return (
    <div className="page info-page info-page--wide">
      <InfoPageHeader title={t.title} lead={t.lead} />

      <section className="info-page__section" aria-labelledby="methods-title">
        <h2 id="methods-title">{t.methodsTitle}</h2>
        <ul className="info-cards">
          {contactMethods.map((method) => (
            <li key={method.id} className="info-card">
              <h3>
                {method.title}
                {method.status ? (
                  <>
                    {' '}
                    <span className="badge">{method.status}</span>
                  </>
                ) : null}
              </h3>
              <p>
                <RichText text={method.text} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-page__section" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t.formTitle}</h2>
        <p>{t.formLead}</p>
        <ContactForm />
      </section>

      <section className="info-page__section" aria-labelledby="faq-title">
        <h2 id="faq-title">{t.faqTitle}</h2>
        <Accordion
          items={contactQuestions.map((q) => ({
            id: q.id,
            title: q.question,
            content: q.answer.map((block, index) => <ContentBlock key={index} block={block} />),
          }))}
        />
      </section>
    </div>
  );
}
