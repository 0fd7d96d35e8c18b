import './discussion.css';

export interface StatCard {
  readonly label: string;
  /** Undefined while loading (or when the stats failed to load): shown as a dash. */
  readonly value: number | undefined;
}

export interface StatCardsProps {
  /** Names the group, e.g. "Community statistics". */
  readonly label: string;
  /** The four labelled numbers, in order. */
  readonly cards: readonly StatCard[];
}

/** A page's four stat cards: label and number pairs (<dl>), four across on a wide screen, two on a phone. */
export function StatCards({ label, cards }: StatCardsProps) {
  return (
    <dl className="stat-cards" aria-label={label}>
      {cards.map((card) => (
        <div key={card.label} className="stat-card">
          <dt>{card.label}</dt>
          <dd>{card.value === undefined ? '—' : card.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
