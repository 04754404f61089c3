import type { Vessel } from '@mijote/cuisine/illustration';
import type { CSSProperties, ReactElement } from 'react';

// What the foods of a recipe picture are served in (decision 032), drawn on a 400 × 200 canvas
// whose middle (x 40–360, y 20–180) stays visible at every card's proportions (2:1 to 5:2 and
// 16:10). Each vessel has a part behind the foods, maybe a part in front of them (a bowl's lip),
// the places its foods take, and the area its garnish is scattered on.

export const N = 'none';

/** A colour of the theme (index.css, `--pic-*`), set as a style: SVG attributes take no var(). */
export const themed = (token: string): CSSProperties => ({ fill: `var(--pic-${token})` });

/** Ceramic glazes and straws: the same in both themes, they are the dish's own colour. */
export const GLAZES = [
  { body: '#c8553d', dark: '#9e3d29', light: '#e98a6e' },
  { body: '#6f9a6a', dark: '#4f7a4a', light: '#a8c8a0' },
  { body: '#4f7ca8', dark: '#395e84', light: '#8fb2d4' },
  { body: '#d9a23b', dark: '#b07e22', light: '#efc978' },
] as const;
export type Glaze = (typeof GLAZES)[number];

export type Slot = { x: number; y: number; scale: number };

export type VesselParts = {
  /** The colour of what the dish holds: soup, drink, filling. */
  tint: string;
  /** The colour of what each place holds, for a vessel with several (three verrines). */
  tints: readonly string[];
  glaze: Glaze;
  /** 0–3: the vessel's decoration (a rim band, dots, ice cubes…). */
  finish: number;
};

export type VesselDrawing = {
  back: (parts: VesselParts) => ReactElement;
  front?: (parts: VesselParts) => ReactElement;
  /** Where one, two or three foods go, the main one first. */
  slots: readonly [readonly Slot[], readonly Slot[], readonly Slot[]];
  /** Where a garnish of herbs or seeds is scattered: an ellipse. */
  garnish: { cx: number; cy: number; rx: number; ry: number };
};

const shadow = (cx: number, cy: number, rx: number, ry: number) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={ry} style={themed('shadow')} stroke={N} />
);

const slot = (x: number, y: number, scale: number): Slot => ({ x, y, scale });

/** A decoration around an ellipse: nothing, a band, a dotted band or two thin lines. */
function rimFinish(finish: number, glaze: Glaze, cx: number, cy: number, rx: number, ry: number) {
  if (finish === 1) {
    return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={N} stroke={glaze.body} strokeWidth={4} />;
  }
  if (finish === 2) {
    return (
      <ellipse
        cx={cx}
        cy={cy}
        rx={rx}
        ry={ry}
        fill={N}
        stroke={glaze.body}
        strokeWidth={4.5}
        strokeDasharray="0.1 9"
      />
    );
  }
  if (finish === 3) {
    return (
      <g fill={N} stroke={glaze.body} strokeWidth={1.8}>
        <ellipse cx={cx} cy={cy} rx={rx} ry={ry} />
        <ellipse cx={cx} cy={cy} rx={rx - 6} ry={ry - 3} />
      </g>
    );
  }
  return null;
}

const plate: VesselDrawing = {
  back: ({ glaze, finish }) => (
    <g>
      {shadow(200, 154, 132, 16)}
      <ellipse cx={200} cy={128} rx={134} ry={44} style={themed('china')} />
      <ellipse cx={200} cy={125} rx={100} ry={29} style={themed('china-well')} stroke={N} />
      {rimFinish(finish, glaze, 200, 127, 119, 38)}
    </g>
  ),
  slots: [
    [slot(200, 102, 1.9)],
    [slot(162, 106, 1.6), slot(246, 114, 1.35)],
    [slot(200, 96, 1.45), slot(128, 118, 1.15), slot(272, 118, 1.15)],
  ],
  garnish: { cx: 200, cy: 134, rx: 104, ry: 20 },
};

const bowl: VesselDrawing = {
  back: ({ tint, glaze }) => (
    <g>
      {shadow(200, 170, 108, 11)}
      <ellipse cx={200} cy={96} rx={112} ry={26} fill={glaze.body} />
      <ellipse cx={200} cy={98} rx={101} ry={19} fill={tint} />
    </g>
  ),
  front: ({ glaze, finish }) => (
    <g>
      <path d="M176 160l-4 12h56l-4-12z" fill={glaze.dark} />
      <path d="M88 96a112 26 0 0 0 224 0c-2 44-40 70-112 70S90 140 88 96z" fill={glaze.body} />
      {finish === 1 ? (
        <path d="M100 128c30 18 170 18 200 0" fill={N} stroke={glaze.light} strokeWidth={5} />
      ) : null}
      {finish === 2 ? (
        <path
          d="M98 124c30 20 174 20 204 0"
          fill={N}
          stroke={glaze.light}
          strokeWidth={6}
          strokeDasharray="0.1 14"
        />
      ) : null}
      {finish === 3 ? (
        <path d="M120 112c6 24 18 38 34 46" fill={N} stroke={glaze.light} strokeWidth={5} />
      ) : null}
    </g>
  ),
  slots: [
    [slot(200, 82, 1.6)],
    [slot(168, 86, 1.4), slot(238, 90, 1.25)],
    [slot(200, 76, 1.3), slot(144, 90, 1.1), slot(258, 92, 1.1)],
  ],
  garnish: { cx: 200, cy: 102, rx: 84, ry: 10 },
};

const pot: VesselDrawing = {
  back: ({ tint, glaze }) => (
    <g>
      {shadow(200, 170, 116, 11)}
      <rect x={72} y={104} width={40} height={16} rx={8} fill={glaze.dark} />
      <rect x={288} y={104} width={40} height={16} rx={8} fill={glaze.dark} />
      <ellipse cx={200} cy={98} rx={106} ry={22} fill={glaze.dark} />
      <ellipse cx={200} cy={99} rx={96} ry={17} fill={tint} />
    </g>
  ),
  front: ({ glaze, finish }) => (
    <g>
      <path d="M94 98a106 22 0 0 0 212 0v48c0 14-24 22-106 22S94 160 94 146z" fill={glaze.body} />
      <path d="M110 130v12" fill={N} stroke={glaze.light} strokeWidth={5} />
      {finish % 2 === 1 ? (
        <path d="M96 128c30 12 178 12 208 0" fill={N} stroke={glaze.dark} strokeWidth={4} />
      ) : null}
    </g>
  ),
  slots: [
    [slot(200, 80, 1.55)],
    [slot(168, 84, 1.35), slot(236, 88, 1.2)],
    [slot(200, 74, 1.25), slot(146, 88, 1.05), slot(256, 90, 1.05)],
  ],
  garnish: { cx: 200, cy: 102, rx: 80, ry: 9 },
};

const bakingDish: VesselDrawing = {
  back: ({ tint, glaze }) => (
    <g>
      {shadow(200, 164, 132, 12)}
      <rect x={62} y={104} width={36} height={16} rx={8} fill={glaze.dark} />
      <rect x={302} y={104} width={36} height={16} rx={8} fill={glaze.dark} />
      <rect x={82} y={78} width={236} height={60} rx={28} fill={glaze.body} />
      <rect x={94} y={86} width={212} height={44} rx={20} fill={tint} />
      <g fill="#c9782a" opacity={0.35} stroke={N}>
        <ellipse cx={130} cy={100} rx={12} ry={5} />
        <ellipse cx={272} cy={114} rx={14} ry={5} />
        <ellipse cx={214} cy={122} rx={10} ry={4} />
      </g>
    </g>
  ),
  front: ({ glaze, finish }) => (
    <g>
      <path
        d="M82 108v22c0 16 14 28 34 28h168c20 0 34-12 34-28v-22c0 18-14 30-34 30H116c-20 0-34-12-34-30z"
        fill={glaze.dark}
      />
      {finish % 2 === 1 ? (
        <path
          d="M96 146h208"
          fill={N}
          stroke={glaze.light}
          strokeWidth={3}
          strokeDasharray="0.1 8"
        />
      ) : null}
    </g>
  ),
  slots: [
    [slot(200, 98, 1.45)],
    [slot(164, 100, 1.25), slot(240, 104, 1.15)],
    [slot(200, 94, 1.15), slot(136, 106, 1.0), slot(264, 108, 1.0)],
  ],
  garnish: { cx: 200, cy: 108, rx: 90, ry: 14 },
};

const CRUST = '#e3a75e';
const CRUST_DARK = '#c2853e';

const tartDish: VesselDrawing = {
  back: ({ tint, glaze, finish }) => (
    <g>
      {shadow(200, 156, 128, 14)}
      <ellipse cx={200} cy={132} rx={130} ry={36} style={themed('china')} />
      {rimFinish(finish, glaze, 200, 132, 119, 31)}
      <path d="M90 116a110 30 0 0 0 220 0v10a110 30 0 0 1-220 0z" fill={CRUST_DARK} />
      <ellipse cx={200} cy={116} rx={110} ry={30} fill={CRUST} />
      <ellipse
        cx={200}
        cy={116}
        rx={104}
        ry={26}
        fill={N}
        stroke={CRUST_DARK}
        strokeWidth={6}
        strokeDasharray="0.1 10"
      />
      <ellipse cx={200} cy={115} rx={92} ry={21} fill={tint} />
    </g>
  ),
  slots: [
    [slot(200, 102, 1.55)],
    [slot(166, 104, 1.3), slot(238, 108, 1.2)],
    [slot(200, 98, 1.2), slot(142, 110, 1.05), slot(258, 112, 1.05)],
  ],
  garnish: { cx: 200, cy: 118, rx: 80, ry: 12 },
};

const ramekin: VesselDrawing = {
  back: ({ tint }) => (
    <g>
      {shadow(200, 162, 120, 12)}
      <ellipse cx={200} cy={86} rx={66} ry={17} style={themed('china')} />
      <ellipse cx={200} cy={87} rx={58} ry={13} fill={tint} />
    </g>
  ),
  front: ({ glaze, finish }) => (
    <g>
      <path d="M134 86a66 17 0 0 0 132 0v50a66 17 0 0 1-132 0z" style={themed('china')} />
      <path
        d="M148 104v34M166 108v34M184 110v34M202 110v34M220 110v34M238 108v34M254 104v32"
        fill={N}
        stroke={finish % 2 === 1 ? glaze.body : undefined}
        strokeWidth={1.4}
        opacity={0.6}
      />
    </g>
  ),
  slots: [
    [slot(200, 78, 1.05)],
    [slot(200, 78, 1.0), slot(304, 136, 1.2)],
    [slot(200, 78, 0.95), slot(306, 136, 1.15), slot(96, 140, 1.05)],
  ],
  garnish: { cx: 200, cy: 88, rx: 40, ry: 6 },
};

const glass: VesselDrawing = {
  back: ({ tint, glaze, finish }) => (
    <g>
      {shadow(200, 166, 110, 10)}
      <path d="M158 36l10 124c1 7 63 7 64 0l10-124z" style={themed('glass')} stroke={N} />
      {finish === 1 || finish === 3 ? (
        <path d="M214 150l34-132" fill={N} stroke={glaze.body} strokeWidth={7} />
      ) : null}
      <path d="M163 70l6 88c1 5 61 5 62 0l6-88z" fill={tint} stroke={N} opacity={0.92} />
      <ellipse cx={200} cy={70} rx={37} ry={6} fill={tint} stroke={N} />
      {finish >= 2 ? (
        <g style={themed('shine')} stroke={N}>
          <rect x={178} y={78} width={18} height={18} rx={4} transform="rotate(12 187 87)" />
          <rect x={204} y={92} width={16} height={16} rx={4} transform="rotate(-10 212 100)" />
        </g>
      ) : null}
    </g>
  ),
  front: () => (
    <g>
      <path d="M158 36l10 124c1 7 63 7 64 0l10-124z" fill={N} />
      <ellipse cx={200} cy={36} rx={42} ry={7} fill={N} />
      <path d="M170 50l6 94" fill={N} style={{ stroke: 'var(--pic-shine)' }} strokeWidth={5} />
    </g>
  ),
  slots: [
    [slot(112, 130, 1.4)],
    [slot(110, 130, 1.35), slot(290, 134, 1.25)],
    [slot(108, 128, 1.3), slot(284, 128, 1.15), slot(322, 156, 0.85)],
  ],
  garnish: { cx: 200, cy: 70, rx: 30, ry: 4 },
};

const cup: VesselDrawing = {
  back: ({ tint, glaze }) => (
    <g>
      {shadow(200, 162, 96, 10)}
      <ellipse cx={200} cy={150} rx={84} ry={16} style={themed('china')} />
      <ellipse cx={200} cy={148} rx={52} ry={9} style={themed('china-well')} stroke={N} />
      <path d="M244 96c26 0 26 36 0 36" fill={N} strokeWidth={14} />
      <path d="M244 96c26 0 26 36 0 36" fill={N} stroke={glaze.body} strokeWidth={9} />
      <path d="M154 80h92v52c0 14-16 18-46 18s-46-4-46-18z" fill={glaze.body} />
      <ellipse cx={200} cy={80} rx={46} ry={10} fill={glaze.dark} />
      <ellipse cx={200} cy={81} rx={40} ry={7} fill={tint} stroke={N} />
    </g>
  ),
  front: ({ glaze, finish }) =>
    finish % 2 === 1 ? (
      <path d="M156 112c20 8 68 8 88 0" fill={N} stroke={glaze.light} strokeWidth={5} />
    ) : (
      <g />
    ),
  slots: [
    [slot(102, 130, 1.35)],
    [slot(100, 130, 1.3), slot(310, 140, 1.2)],
    [slot(98, 128, 1.25), slot(310, 140, 1.15), slot(146, 162, 0.75)],
  ],
  garnish: { cx: 200, cy: 81, rx: 28, ry: 4 },
};

/** Three small glasses; each gets a layer of one of the foods' colours and a food on top. */
const VERRINE_X = [130, 200, 270] as const;

const verrines: VesselDrawing = {
  back: ({ tints }) => (
    <g>
      {shadow(200, 160, 120, 9)}
      {VERRINE_X.map((x, index) => (
        <g key={x} transform={`translate(${x} 110)`}>
          <path d="M-24-34l6 68c0 5 36 5 36 0l6-68z" style={themed('glass')} stroke={N} />
          <path
            d="M-21-10l3 44c0 4 36 4 36 0l3-44z"
            fill={tints[index] ?? tints[0]}
            stroke={N}
            opacity={0.9}
          />
          <path
            d="M-19 14l1 20c0 4 36 4 36 0l1-20c-12 4-26 4-38 0z"
            fill="#ffffff"
            opacity={0.35}
            stroke={N}
          />
        </g>
      ))}
    </g>
  ),
  front: () => (
    <g>
      {VERRINE_X.map((x) => (
        <g key={x} transform={`translate(${x} 110)`}>
          <path d="M-24-34l6 68c0 5 36 5 36 0l6-68z" fill={N} />
          <ellipse cx={0} cy={-34} rx={24} ry={5} fill={N} />
          <path d="M-15-24l4 50" fill={N} style={{ stroke: 'var(--pic-shine)' }} strokeWidth={4} />
        </g>
      ))}
    </g>
  ),
  slots: [
    [slot(130, 74, 0.8), slot(200, 74, 0.8), slot(270, 74, 0.8)],
    [slot(130, 74, 0.8), slot(200, 74, 0.8), slot(270, 74, 0.8)],
    [slot(130, 74, 0.8), slot(200, 74, 0.8), slot(270, 74, 0.8)],
  ],
  garnish: { cx: 200, cy: 100, rx: 0, ry: 0 },
};

const board: VesselDrawing = {
  back: () => (
    <g>
      {shadow(196, 160, 142, 12)}
      <rect x={314} y={110} width={40} height={20} rx={10} style={themed('wood')} />
      <circle cx={340} cy={120} r={4} style={themed('wood-dark')} />
      <path d="M58 132v10c0 8 6 12 14 12h246c8 0 14-4 14-12v-10z" style={themed('wood-dark')} />
      <rect x={58} y={88} width={274} height={56} rx={14} style={themed('wood')} />
      <path
        d="M80 104h90M200 100h110M96 128h120M240 126h70"
        fill={N}
        style={{ stroke: 'var(--pic-wood-dark)' }}
        strokeWidth={2}
      />
    </g>
  ),
  slots: [
    [slot(195, 108, 1.8)],
    [slot(156, 108, 1.5), slot(244, 114, 1.35)],
    [slot(195, 100, 1.35), slot(122, 116, 1.15), slot(268, 116, 1.15)],
  ],
  garnish: { cx: 195, cy: 124, rx: 110, ry: 12 },
};

/** Bites on a slate: each food on a small round toast. */
const BITES = [slot(124, 112, 1.0), slot(200, 104, 1.1), slot(276, 112, 1.0)] as const;

const slate: VesselDrawing = {
  back: () => (
    <g>
      {shadow(200, 160, 146, 10)}
      <rect x={58} y={90} width={284} height={62} rx={8} style={themed('slate')} />
      {BITES.map(({ x, y }) => (
        <g key={x}>
          <ellipse cx={x} cy={y + 24} rx={32} ry={10} fill="#c98a3e" />
          <ellipse cx={x} cy={y + 20} rx={32} ry={10} fill="#e8b86a" />
        </g>
      ))}
    </g>
  ),
  slots: [
    [BITES[0], BITES[1], BITES[2]],
    [BITES[0], BITES[1], BITES[2]],
    [BITES[0], BITES[1], BITES[2]],
  ],
  garnish: { cx: 200, cy: 140, rx: 120, ry: 6 },
};

export const VESSEL_DRAWINGS: Readonly<Record<Vessel, VesselDrawing>> = {
  plate,
  bowl,
  pot,
  bakingDish,
  tartDish,
  ramekin,
  glass,
  cup,
  verrines,
  board,
  slate,
};

/** Vessels whose every place shows a food, the foods repeated in turn (three bites, three glasses). */
export const FILLS_EVERY_SLOT: ReadonlySet<Vessel> = new Set(['verrines', 'slate']);
