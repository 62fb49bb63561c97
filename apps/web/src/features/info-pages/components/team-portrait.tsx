import { useId } from 'react';
import type { HairStyle, Portrait } from '../lib/team';

/** Hair drawn behind the head (long hair falls to the shoulders) and over it (the top and fringe). */
function HairBack({ style, colour }: { style: HairStyle; colour: string }) {
  if (style === 'long')
    return <path d="M36 54c-2-22 9-34 24-34s26 12 24 34l3 34c-6 5-14 5-19-1H52c-5 6-13 6-19 1z" fill={colour} />;
  if (style === 'bun') return <circle cx="60" cy="19" r="11" fill={colour} />;
  return null;
}

function HairFront({ style, colour }: { style: HairStyle; colour: string }) {
  switch (style) {
    case 'curly':
      return (
        <g fill={colour}>
          <circle cx="44" cy="38" r="9" />
          <circle cx="52" cy="30" r="10" />
          <circle cx="63" cy="28" r="10" />
          <circle cx="73" cy="33" r="9" />
          <circle cx="78" cy="42" r="7" />
          <circle cx="41" cy="46" r="6" />
        </g>
      );
    case 'long':
      return <path d="M39 50c1-15 10-24 21-24 12 0 21 9 21 24-7-8-15-12-25-12-7 0-12 4-17 12z" fill={colour} />;
    case 'bun':
      return <path d="M39 49c0-15 9-23 21-23s21 8 21 23c-5-7-12-11-21-11s-16 4-21 11z" fill={colour} />;
    case 'short':
      return <path d="M39 48c-1-14 8-23 21-23 14 0 23 8 21 22-3-5-8-8-13-9-6 4-17 5-29 10z" fill={colour} />;
  }
}

/** A drawn head-and-shoulders portrait on a tinted circle, in place of a photo. Decorative: the name is beside it. */
export function TeamPortrait({ portrait }: { portrait: Portrait }) {
  const clipId = useId();
  const { background, skin, hair, hairStyle, shirt } = portrait;
  return (
    <svg className="team-portrait" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <circle cx="60" cy="60" r="60" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="120" height="120" fill={background} />
        <HairBack style={hairStyle} colour={hair} />
        <path d="M18 124c0-26 18-40 42-40s42 14 42 40z" fill={shirt} />
        <path d="M51 70h18v14c0 6-18 6-18 0z" fill={skin} />
        <ellipse cx="60" cy="52" rx="21" ry="24" fill={skin} />
        <HairFront style={hairStyle} colour={hair} />
      </g>
    </svg>
  );
}
