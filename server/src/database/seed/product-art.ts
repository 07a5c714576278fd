/** Generated product pictures (no downloads): tasteful SVG art per kind, rendered to WebP. */
export type ArtKind = 'bottle' | 'oud' | 'bakhoor' | 'oil' | 'gift' | 'musk';

const PALETTES = [
  ['#f6efe6', '#8a1c3b', '#d9a441'],
  ['#eef3f1', '#1f5e57', '#c9a227'],
  ['#f3eef6', '#5b3a7a', '#e0b354'],
  ['#f7f1ea', '#6b3f1d', '#b98b4e'],
  ['#eef1f6', '#233a66', '#c7a15a'],
  ['#fbf3ef', '#a0462f', '#e3b04b'],
];

const shapes: Record<ArtKind, (fg: string, accent: string) => string> = {
  bottle: (fg, accent) => `
    <rect x="225" y="120" width="150" height="70" rx="14" fill="${accent}"/>
    <rect x="255" y="180" width="90" height="40" fill="${accent}" opacity=".8"/>
    <path d="M170 240 Q170 215 200 215 H400 Q430 215 430 240 V560 Q430 600 390 600 H210 Q170 600 170 560 Z" fill="${fg}" opacity=".9"/>
    <rect x="215" y="330" width="170" height="120" rx="10" fill="#fff" opacity=".9"/>
    <path d="M300 350 c-25 25 -25 55 0 80 c25 -25 25 -55 0 -80z" fill="${accent}"/>`,
  oud: (fg, accent) => `
    <path d="M120 470 L250 210 Q270 180 300 200 L480 330 Q505 350 485 380 L300 560 Q270 585 245 560 Z" fill="${fg}"/>
    <path d="M180 440 L280 250 M230 500 L360 300 M300 530 L430 350" stroke="${accent}" stroke-width="10" stroke-linecap="round" opacity=".7"/>
    <ellipse cx="300" cy="600" rx="190" ry="18" fill="${fg}" opacity=".15"/>`,
  bakhoor: (fg, accent) => `
    <path d="M270 150 q-40 40 0 80 q40 40 0 80" stroke="${fg}" stroke-width="8" fill="none" opacity=".5"/>
    <path d="M330 130 q-40 40 0 80 q40 40 0 80" stroke="${fg}" stroke-width="8" fill="none" opacity=".35"/>
    <path d="M180 330 H420 L390 420 H210 Z" fill="${accent}"/>
    <rect x="270" y="420" width="60" height="90" fill="${fg}"/>
    <path d="M190 510 H410 L440 580 H160 Z" fill="${fg}"/>`,
  oil: (fg, accent) => `
    <rect x="270" y="110" width="60" height="120" rx="30" fill="${accent}"/>
    <rect x="250" y="220" width="100" height="40" rx="6" fill="${fg}"/>
    <path d="M230 270 H370 Q400 270 400 300 V560 Q400 590 370 590 H230 Q200 590 200 560 V300 Q200 270 230 270Z" fill="${fg}" opacity=".85"/>
    <circle cx="300" cy="430" r="50" fill="${accent}" opacity=".9"/>`,
  gift: (fg, accent) => `
    <rect x="150" y="280" width="300" height="300" rx="12" fill="${fg}"/>
    <rect x="130" y="240" width="340" height="70" rx="10" fill="${fg}" opacity=".85"/>
    <rect x="285" y="240" width="30" height="340" fill="${accent}"/>
    <path d="M300 240 C240 160 180 200 230 240 M300 240 C360 160 420 200 370 240" stroke="${accent}" stroke-width="18" fill="none"/>`,
  musk: (fg, accent) => `
    <circle cx="300" cy="380" r="170" fill="${fg}" opacity=".9"/>
    <circle cx="300" cy="380" r="120" fill="#fff" opacity=".85"/>
    <path d="M300 300 c-40 40 -40 120 0 160 c40 -40 40 -120 0 -160z" fill="${accent}"/>
    <rect x="230" y="170" width="140" height="50" rx="20" fill="${accent}"/>`,
};

export function productSvg(kind: ArtKind, seed: number): string {
  const [bg, fg, accent] = PALETTES[seed % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="700" viewBox="0 0 600 700">
    <rect width="600" height="700" fill="${bg}"/>
    <circle cx="${120 + ((seed * 53) % 360)}" cy="${90 + ((seed * 37) % 120)}" r="${40 + (seed % 5) * 12}" fill="${accent}" opacity=".12"/>
    ${shapes[kind](fg, accent)}
  </svg>`;
}
