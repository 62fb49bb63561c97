import type { Tone } from '../lib/campaign-words';

/** A state in words on a tinted pill; the words carry the meaning, the colour only repeats it. */
export function StatusBadge({ label, tone, prefix }: { label: string; tone: Tone; prefix?: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      {prefix && <span className="sr-only">{prefix} </span>}
      {label}
    </span>
  );
}
