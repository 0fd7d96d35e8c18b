import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { homeTexts as t, testimonials, TESTIMONIALS_PER_PAGE } from '../lib/home-content';

/** docs/requirements/shell.md §6: two pages of three cards, previous and next arrows, and a dot per page. */
export function Testimonials() {
  const pages = Math.ceil(testimonials.length / TESTIMONIALS_PER_PAGE);
  const [page, setPage] = useState(0);
  const shown = testimonials.slice(page * TESTIMONIALS_PER_PAGE, (page + 1) * TESTIMONIALS_PER_PAGE);
  return (
    <section className="home-section" aria-labelledby="testimonials-title" aria-roledescription="carousel">
      <h2 id="testimonials-title">{t.testimonialsTitle}</h2>
      <ul className="home-testimonials" aria-live="polite">
        {shown.map((q) => (
          <li key={q.name}>
            <figure className="testimonial">
              <blockquote>{q.quote}</blockquote>
              <figcaption>
                <strong>{q.name}</strong> · {q.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="home-carousel-controls">
        <Button aria-label="Previous testimonials" onClick={() => setPage((p) => (p + pages - 1) % pages)}>
          ‹
        </Button>
        {Array.from({ length: pages }, (_, i) => (
          <button
            key={i}
            type="button"
            className="home-carousel-dot"
            aria-label={`Testimonials page ${i + 1} of ${pages}`}
            aria-current={i === page ? 'true' : undefined}
            onClick={() => setPage(i)}
          />
        ))}
        <Button aria-label="Next testimonials" onClick={() => setPage((p) => (p + 1) % pages)}>
          ›
        </Button>
      </div>
    </section>
  );
}
