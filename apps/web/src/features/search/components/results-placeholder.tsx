import './results-placeholder.css';

const PLACEHOLDER_CARDS = 6;

/**
 * While a search's first page loads: grey cards of a result card's shape, so the grid takes its place at
 * once and nothing below moves when the creators arrive.
 */
export function ResultsPlaceholder() {
  return (
    <div role="status">
      <span className="sr-only">Finding creators...</span>
      <ul className="creator-grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index}>
            <div className="creator-card result-placeholder">
              <div className="result-placeholder__cover" />
              <div className="result-placeholder__top">
                <div className="result-placeholder__avatar" />
                <div className="result-placeholder__lines">
                  <div className="result-placeholder__line" />
                  <div className="result-placeholder__line result-placeholder__line--short" />
                </div>
              </div>
              <div className="result-placeholder__line" />
              <div className="result-placeholder__line result-placeholder__line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
