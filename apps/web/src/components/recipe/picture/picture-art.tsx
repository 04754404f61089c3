import type { RecipeIllustration, Vessel } from '@mijote/cuisine/illustration';
import { type MealType, mealTypeSlug } from '@mijote/cuisine/vocabulary';
import { FOOD_LOOKS } from './food-looks';
import { cloche } from './food-shapes';
import { FILLS_EVERY_SLOT, GLAZES, N, type Slot, themed, VESSEL_DRAWINGS } from './vessels';

// The drawing of a recipe's illustration (decision 032): a backdrop in the colours of the
// recipe's type, the vessel, the foods in their places, a garnish, sometimes cutlery. Every
// choice comes from the illustration, so the same recipe is drawn the same way everywhere.

/** The tint of a dish none of whose lines names a food we draw: a golden broth or filling. */
const PLAIN_TINT = '#eec27a';

const BACKDROPS = [
  <circle key="0" cx={200} cy={100} r={92} />,
  <g key="1">
    <circle cx={166} cy={96} r={84} />
    <circle cx={316} cy={56} r={18} />
  </g>,
  <g key="2">
    <circle cx={234} cy={96} r={84} />
    <circle cx={88} cy={150} r={16} />
  </g>,
  <ellipse key="3" cx={200} cy={112} rx={164} ry={66} />,
];

/** The hero's nudge for each layout; odd layouts also swap the two other foods. */
const LAYOUT_NUDGES = [
  { dx: 0, dy: 0 },
  { dx: -10, dy: 3 },
  { dx: 10, dy: -3 },
] as const;
const TILTS = [-10, -5, 0, 5, 10] as const;

function pick<T>(choices: readonly T[], fraction: number): T {
  return choices[Math.min(Math.floor(fraction * choices.length), choices.length - 1)]!;
}

/** Dishes eaten with a fork or a spoon; drinks, boards and bites have none beside them. */
const SET_WITH_CUTLERY: ReadonlySet<Vessel> = new Set([
  'plate',
  'bowl',
  'pot',
  'bakingDish',
  'tartDish',
  'ramekin',
]);

/** The touches a picture is drawn with, each read from the illustration's seed. */
export type PictureChoices = {
  backdrop: number;
  glaze: number;
  finish: number;
  layout: number;
  mirrored: boolean;
  cutlery: 'none' | 'cutlery' | 'napkin';
  tilt: number;
};

export function pictureChoices({ vessel, seed }: RecipeIllustration): PictureChoices {
  const setting = Math.floor(seed.accessory * 4);
  return {
    backdrop: Math.floor(seed.backdrop * BACKDROPS.length),
    glaze: Math.floor(seed.finish * GLAZES.length),
    // The finish reads other digits of the same draw than the glaze: the two vary apart.
    finish: Math.floor(seed.finish * 16) % 4,
    layout: Math.floor(seed.layout * LAYOUT_NUDGES.length),
    mirrored: seed.mirrored,
    cutlery:
      setting < 2 || !SET_WITH_CUTLERY.has(vessel) ? 'none' : setting === 2 ? 'cutlery' : 'napkin',
    tilt: pick(TILTS, seed.tilt),
  };
}

function placesOf(illustration: RecipeIllustration, layout: number): Slot[] {
  const drawing = VESSEL_DRAWINGS[illustration.vessel];
  const count = Math.max(illustration.foods.length, 1);
  const places = [...drawing.slots[Math.min(count, 3) - 1]!];
  if (FILLS_EVERY_SLOT.has(illustration.vessel)) return places;
  const nudge = LAYOUT_NUDGES[layout]!;
  const [hero, ...others] = places;
  const moved = hero ? [{ ...hero, x: hero.x + nudge.dx, y: hero.y + nudge.dy }] : [];
  return [...moved, ...(layout % 2 === 1 ? others.reverse() : others)];
}

const LEAF = 'M0 0c3-4 8-4 11 0-3 4-8 4-11 0z';

function Garnish({ illustration }: { illustration: RecipeIllustration }) {
  const { garnish: kind, vessel, seed } = illustration;
  const area = VESSEL_DRAWINGS[vessel].garnish;
  if (kind === null || area.rx === 0) return null;
  const turn = seed.tilt * Math.PI;
  return (
    <g stroke={N}>
      {[0.3, 1.1, 1.9, 2.6, 3.5, 4.3, 5.2].map((angle, index) => {
        const x = area.cx + area.rx * Math.cos(angle + turn);
        const y = area.cy + area.ry * Math.sin(angle + turn);
        const rotation = (index * 53 + seed.tilt * 90) % 180;
        return kind === 'herbs' ? (
          <path
            key={angle}
            d={LEAF}
            fill={index % 2 ? '#4f9a3a' : '#6cb84a'}
            transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotation.toFixed(0)})`}
          />
        ) : (
          <ellipse
            key={angle}
            cx={x.toFixed(1)}
            cy={y.toFixed(1)}
            rx={2.4}
            ry={1.4}
            fill={index % 2 ? '#f3e6c6' : '#d9c49a'}
            transform={`rotate(${rotation.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})`}
          />
        );
      })}
    </g>
  );
}

/** A fork beside a plate, a spoon beside a bowl, sometimes on a napkin. */
function Cutlery({ vessel, choices }: { vessel: Vessel; choices: PictureChoices }) {
  if (choices.cutlery === 'none') return null;
  const glaze = GLAZES[choices.glaze]!;
  const isFork = vessel === 'plate' || vessel === 'tartDish' || vessel === 'bakingDish';
  return (
    <g transform="translate(347 112) rotate(6)">
      {choices.cutlery === 'napkin' ? (
        <g transform="rotate(-6)">
          <rect x={-12} y={-44} width={24} height={98} rx={3} fill={glaze.light} />
          <path d="M-12-32h24M-12-26h24" fill={N} stroke={glaze.body} strokeWidth={3} />
        </g>
      ) : null}
      <path
        style={themed('steel')}
        d={
          isFork
            ? 'M-3-6h6v58c0 3-6 3-6 0zM-8-40v26c0 6 4 9 8 9s8-3 8-9v-26h-3v20h-2v-20h-2v20h-2v-20h-2v20h-2v-20z'
            : 'M-3 0h6v52c0 3-6 3-6 0zM0-40c7 0 10 8 10 16S6-6 0-6-10-16-10-24s3-16 10-16z'
        }
      />
    </g>
  );
}

/** The picture's art, without its title: `RecipePicture` names it. */
export function PictureArt({
  illustration,
  type,
}: {
  illustration: RecipeIllustration;
  type: MealType;
}) {
  const { vessel, foods } = illustration;
  const choices = pictureChoices(illustration);
  const drawing = VESSEL_DRAWINGS[vessel];
  const looks = foods.map((food) => FOOD_LOOKS[food]);
  const places = placesOf(illustration, choices.layout);
  const drawn = FILLS_EVERY_SLOT.has(vessel)
    ? places.map((_, index) => looks[index % Math.max(looks.length, 1)])
    : looks;
  const tints = places.map((_, index) => drawn[index]?.tint ?? looks[0]?.tint ?? PLAIN_TINT);
  const parts = {
    tint: tints[0] ?? PLAIN_TINT,
    tints,
    glaze: GLAZES[choices.glaze]!,
    finish: choices.finish,
  };
  const slug = mealTypeSlug(type);
  // The foods at the back are drawn first, so those in front overlap them.
  const order = places
    .map((place, index) => ({ place, look: drawn[index], index }))
    .filter(({ look }) => look !== undefined)
    .sort((a, b) => a.place.y - b.place.y);
  const showCloche = foods.length === 0 && (vessel === 'plate' || vessel === 'board');
  return (
    <g>
      <rect width={400} height={200} style={themed(`bg-${slug}`)} stroke={N} />
      <g style={themed(`blob-${slug}`)} stroke={N}>
        {BACKDROPS[choices.backdrop]}
      </g>
      <g transform={choices.mirrored ? 'matrix(-1 0 0 1 400 0)' : undefined}>
        <Cutlery vessel={vessel} choices={choices} />
        {drawing.back(parts)}
        {order.map(({ place, look, index }) => (
          <g
            key={index}
            transform={`translate(${place.x} ${place.y}) rotate(${index % 2 === 0 ? choices.tilt : -choices.tilt}) scale(${place.scale})`}
          >
            {look!.draw()}
          </g>
        ))}
        {showCloche ? <g transform="translate(200 104) scale(1.6)">{cloche()}</g> : null}
        {drawing.front?.(parts)}
        <Garnish illustration={illustration} />
      </g>
    </g>
  );
}
