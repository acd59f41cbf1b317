/** A rating out of 10 as five stars (each worth 2), filled to the value; the number is shown beside it. */
export function Stars({ value }: { value: number }) {
  // Ratings are out of 10; five stars, each worth 2.
  const pct = Math.max(0, Math.min(100, value * 10));
  return (
    <span className="stars" aria-hidden="true">
      <span className="stars-fill" style={{ width: `${pct}%` }} />
    </span>
  );
}
