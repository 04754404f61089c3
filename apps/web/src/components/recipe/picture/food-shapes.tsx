import type { ReactElement } from 'react';

// Hand-drawn foods for the recipe pictures (decision 032): flat shapes in one palette, each drawn
// around (0, 0) within about 64 units. Outlines come from the picture (`.recipe-picture` in
// index.css: the theme's ink); details that should not be outlined say `stroke="none"`. A shape
// takes its colours as arguments, so one drawing serves several foods (lentils and chickpeas).

export type Shape = () => ReactElement;

const N = 'none';

export const tomato: Shape = () => (
  <g>
    <path d="M0-16c13 0 22 8 22 19S13 23 0 23-22 14-22 3-13-16 0-16z" fill="#e5483a" />
    <path d="M-12-5c2-5 6-7 10-7" fill={N} stroke="#f7a08f" strokeWidth={3} />
    <path d="M-11-15c4 1 7 1 11-2 4 3 7 3 11 2-3 4-6 5-11 4-5 1-8 0-11-4z" fill="#4c9a34" />
    <path d="M0-17v-7" fill={N} strokeWidth={3} />
  </g>
);

export const carrot =
  (body: string, ridge: string): Shape =>
  () => (
    <g transform="rotate(-35)">
      <path d="M-7-20h14c0 14-3 32-7 44-4-12-7-30-7-44z" fill={body} />
      <path d="M-4-10h4M1-2h4M-3 7h3" fill={N} stroke={ridge} strokeWidth={2} />
      <path d="M-3-20c-6-6-8-10-6-14 4 2 6 7 7 12 1-6 3-10 7-12 1 5-1 10-5 14z" fill="#5aa83a" />
    </g>
  );

export const courgette: Shape = () => (
  <g transform="rotate(-25)">
    <rect x={-30} y={-9} width={60} height={18} rx={9} fill="#3f8a3a" />
    <path d="M-22-3h34M-18 3h30" fill={N} stroke="#8cc26a" strokeWidth={2} />
    <path d="M30-4h5v8h-5z" fill="#c9d88a" />
  </g>
);

export const cucumber: Shape = () => (
  <g>
    <rect x={-30} y={-20} width={46} height={16} rx={8} fill="#3f8a3a" transform="rotate(-15)" />
    <circle cx={12} cy={10} r={14} fill="#3f8a3a" />
    <circle cx={12} cy={10} r={10.5} fill="#d7ecb0" stroke={N} />
    <path d="M12 4v12M7 7l10 6M7 13l10-6" fill={N} stroke="#a5c97a" strokeWidth={1.6} />
  </g>
);

export const aubergine: Shape = () => (
  <g transform="rotate(-30)">
    <path d="M-2-14c10-2 16 6 16 18 0 14-8 22-16 22S-16 18-16 4c0-10 6-17 14-18z" fill="#6b3a7d" />
    <path d="M-8 2c0-6 3-10 7-11" fill={N} stroke="#a07ab0" strokeWidth={3} />
    <path d="M-8-15c3-4 8-5 12-3 3-1 6 0 8 3-4 2-8 3-12 2-3 1-6 0-8-2z" fill="#5b9a3a" />
    <path d="M1-18l2-9" fill={N} strokeWidth={3} />
  </g>
);

export const pepper: Shape = () => (
  <g>
    <path
      d="M-16-8c0-9 8-11 16-8 8-3 16-1 16 8 0 14-4 28-10 28-3 0-4-3-6-3s-3 3-6 3c-6 0-10-14-10-28z"
      fill="#e0402f"
    />
    <path d="M-9-4c-1 8 0 14 2 18" fill={N} stroke="#f39182" strokeWidth={3} />
    <path d="M-5-14c2-4 7-5 10-1" fill="#4c9a34" />
    <path d="M0-15c0-5 2-9 5-10" fill={N} strokeWidth={3} />
  </g>
);

export const chili: Shape = () => (
  <g transform="rotate(20)">
    <path d="M-4-16c6 0 8 4 8 10 0 12-6 24-16 30 4-10 4-22 3-30 0-6 2-10 5-10z" fill="#d93a2c" />
    <path d="M-6-16c2-3 6-4 10 0-2 2-8 2-10 0z" fill="#4c9a34" />
    <path d="M-1-18c0-4 2-7 6-8" fill={N} strokeWidth={2.5} />
  </g>
);

export const mushroom: Shape = () => (
  <g>
    <path d="M-8 2h16l2 18c0 4-20 4-20 0z" fill="#f3e6cf" />
    <path d="M-24 4c0-16 10-24 24-24S24-12 24 4c0 3-48 3-48 0z" fill="#b9824e" />
    <circle cx={-9} cy={-8} r={3} fill="#d9ae7c" stroke={N} />
    <circle cx={7} cy={-12} r={2.5} fill="#d9ae7c" stroke={N} />
  </g>
);

export const onion =
  (skin: string, line: string): Shape =>
  () => (
    <g>
      <path d="M0-20c6 8 20 14 20 26 0 11-9 17-20 17S-20 17-20 6C-20-6-6-12 0-20z" fill={skin} />
      <path d="M0-18c-6 10-8 22-4 38M0-18c6 10 8 22 4 38" fill={N} stroke={line} strokeWidth={2} />
      <path d="M0-20v-7" fill={N} strokeWidth={2.5} />
      <path d="M-5 23l5-2 5 2" fill={N} strokeWidth={2} />
    </g>
  );

export const springOnion: Shape = () => (
  <g transform="rotate(-30)">
    <path d="M-3-30c0 14 0 24 3 32 3-8 3-18 3-32z" fill="#5aa83a" />
    <path d="M3-30c4 12 6 22 3 30" fill="#7cc255" />
    <ellipse cx={0} cy={10} rx={8} ry={10} fill="#f7f3e6" />
    <path d="M-4 20l-2 6M0 20v7M4 20l2 6" fill={N} strokeWidth={1.6} />
  </g>
);

export const garlic: Shape = () => (
  <g>
    <path d="M0-20c4 6 18 12 18 24 0 10-8 16-18 16S-18 14-18 4C-18-8-4-14 0-20z" fill="#f7f1e6" />
    <path d="M0-16c-4 8-6 20-2 36M0-16c5 8 7 20 3 36M-9-6c-4 8-4 18 0 24" fill={N} />
    <path d="M0-20c0-4 1-7 3-9" fill={N} strokeWidth={2.5} />
  </g>
);

export const leek: Shape = () => (
  <g transform="rotate(-40)">
    <path d="M-7-4h14v24c0 4-14 4-14 0z" fill="#f4f1e2" />
    <path d="M-7-4c-4-10-6-20-4-30 4 8 7 14 8 22 2-10 6-16 10-22 1 10-1 20-5 30z" fill="#5f9f3f" />
    <path d="M-7 4h14" fill={N} stroke="#cfe0a0" strokeWidth={3} />
  </g>
);

export const stalks =
  (stalk: string, leaf: string): Shape =>
  () => (
    <g transform="rotate(-30)">
      <path d="M-10-14c-2 12-2 24 0 36h7c-2-12-2-24 0-36z" fill={stalk} />
      <path d="M1-14c-2 12-2 24 0 36h7c-2-12-2-24 0-36z" fill={stalk} />
      <path d="M-12-14c-6-6-4-14 2-14 2-6 10-6 12 0 6-4 14 0 10 8-2 4-10 8-24 6z" fill={leaf} />
    </g>
  );

export const leaves =
  (fill: string, vein: string, stem = vein): Shape =>
  () => (
    <g>
      <path d="M-4 18c-14-2-22-14-18-30 14 0 22 12 18 30z" fill={fill} />
      <path d="M4 18c14-2 22-14 18-30-14 0-22 12-18 30z" fill={fill} />
      <path d="M0 20C-10 6-10-10 0-24 10-10 10 6 0 20z" fill={fill} />
      <path d="M0 22v-40M-4 18l-12-22M4 18l12-22" fill={N} stroke={vein} strokeWidth={1.8} />
      <path d="M0 20v6" fill={N} stroke={stem} strokeWidth={3} />
    </g>
  );

export const lettuce =
  (outer: string, inner: string): Shape =>
  () => (
    <g>
      <path
        d="M-24 6c-4-10 2-18 8-18 0-8 10-12 16-8 6-4 16 0 16 8 6 0 12 8 8 18-2 10-12 16-24 16S-22 16-24 6z"
        fill={outer}
      />
      <path d="M-12 4c0-8 6-12 12-12S12-4 12 4c0 6-6 10-12 10S-12 10-12 4z" fill={inner} />
      <path d="M0 20V0M-14 10l8-6M14 10l-8-6" fill={N} stroke={inner} strokeWidth={2} />
    </g>
  );

export const cabbage =
  (outer: string, inner: string): Shape =>
  () => (
    <g>
      <circle r={22} cy={2} fill={outer} />
      <path d="M-12-8c6-6 18-6 24 2-4 10-4 20-12 24-8-4-12-14-12-26z" fill={inner} />
      <path d="M-20 8c8 2 12 8 14 14M20 8c-8 2-12 8-14 14M0-6v26" fill={N} strokeWidth={1.6} />
    </g>
  );

export const broccoli =
  (floret: string, dark: string, stem: string): Shape =>
  () => (
    <g>
      <path d="M-6 4h12l3 20h-18z" fill={stem} />
      <circle cx={-12} cy={-4} r={11} fill={floret} />
      <circle cx={12} cy={-4} r={11} fill={floret} />
      <circle cx={0} cy={-12} r={12} fill={floret} />
      <circle cx={-4} cy={-14} r={2.5} fill={dark} stroke={N} />
      <circle cx={6} cy={-8} r={2.5} fill={dark} stroke={N} />
      <circle cx={-14} cy={-2} r={2.5} fill={dark} stroke={N} />
      <circle cx={13} cy={-4} r={2.5} fill={dark} stroke={N} />
    </g>
  );

export const pod =
  (shell: string, pea: string, peas = 4): Shape =>
  () => (
    <g transform="rotate(-20)">
      <path d="M-30 2c10-12 40-14 58-8-4 10-22 18-40 16-10-1-16-4-18-8z" fill={shell} />
      {[-16, -5, 6, 17].slice(0, peas).map((x, index) => (
        <circle key={x} cx={x} cy={-1 + (index % 2)} r={5.5} fill={pea} />
      ))}
      <path d="M-30 2c10 6 30 8 56-6" fill={N} />
    </g>
  );

export const greenBeans: Shape = () => (
  <g>
    {[-12, 0, 12].map((x, index) => (
      <path
        key={x}
        d={`M${x - 4}-24c${6 + index} 14 ${8 - index} 30 ${4 + index} 46`}
        fill={N}
        stroke="#4a8a2e"
        strokeWidth={8}
      />
    ))}
    {[-12, 0, 12].map((x, index) => (
      <path
        key={x}
        d={`M${x - 4}-24c${6 + index} 14 ${8 - index} 30 ${4 + index} 46`}
        fill={N}
        stroke="#7bc04e"
        strokeWidth={4}
      />
    ))}
  </g>
);

export const asparagus: Shape = () => (
  <g transform="rotate(-20)">
    {[-10, 0, 10].map((x) => (
      <g key={x}>
        <path d={`M${x - 3}-16h6v40h-6z`} fill="#7bb34a" />
        <path d={`M${x - 4}-16c0-6 2-12 4-14 2 2 4 8 4 14z`} fill="#5a8f35" />
        <path d={`M${x - 3} 0l3-2M${x + 3} 10l-3-2`} fill={N} strokeWidth={1.5} />
      </g>
    ))}
  </g>
);

export const root =
  (skin: string, light: string, top: string): Shape =>
  () => (
    <g>
      <path d="M-4-14c-4-8-8-12-12-12 4 6 6 10 8 14M4-14c2-8 6-12 12-14-2 6-4 10-8 14" fill={top} />
      <path
        d="M0-16c12 0 20 8 20 18 0 10-10 16-20 22C-10 18-20 12-20 2c0-10 8-18 20-18z"
        fill={skin}
      />
      <path d="M0 24c0 4-1 7-3 9" fill={N} strokeWidth={2} />
      <path d="M-10-2c1-4 4-7 8-8" fill={N} stroke={light} strokeWidth={3} />
    </g>
  );

export const celeriac: Shape = () => (
  <g>
    <path
      d="M-6-14c-2-8-6-12-10-14M0-14v-16M6-14c2-8 6-12 10-14"
      fill={N}
      stroke="#5f9f3f"
      strokeWidth={4}
    />
    <path d="M-20 2c0-12 8-18 20-18s20 6 20 18c0 12-10 18-20 18S-20 14-20 2z" fill="#e6dcc0" />
    <path d="M-12 12c-4 4-6 8-6 12M0 20v6M12 12c4 4 6 8 6 12" fill={N} strokeWidth={1.8} />
    <circle cx={-6} cy={-2} r={2} fill="#c2b48e" stroke={N} />
    <circle cx={8} cy={4} r={2} fill="#c2b48e" stroke={N} />
  </g>
);

export const pumpkin: Shape = () => (
  <g>
    <ellipse cx={-10} cy={4} rx={14} ry={18} fill="#ef8a2c" />
    <ellipse cx={10} cy={4} rx={14} ry={18} fill="#ef8a2c" />
    <ellipse cx={0} cy={4} rx={12} ry={19} fill="#f59f3f" />
    <path d="M0-14c0-6 2-10 6-12" fill={N} stroke="#6b8a2e" strokeWidth={5} />
  </g>
);

export const corn: Shape = () => (
  <g transform="rotate(-30)">
    <path d="M-10-26c6-4 14-4 20 0 4 16 4 34-10 48C-14 8-14-10-10-26z" fill="#f6c845" />
    <path
      d="M-8-16h16M-9-6h18M-9 4h17M-7 14h12M-4-26v44M4-26v40"
      fill={N}
      stroke="#d9a22a"
      strokeWidth={1.6}
    />
    <path
      d="M0 22c-10-6-18-18-16-34 6 8 10 18 16 34zM0 22c10-6 16-16 14-30-6 8-10 16-14 30z"
      fill="#7cb84a"
    />
  </g>
);

export const avocado: Shape = () => (
  <g transform="rotate(-15)">
    <path
      d="M0-24c8 0 10 8 12 14 6 6 10 12 10 20 0 10-10 16-22 16S-22 20-22 10c0-8 4-14 10-20 2-6 4-14 12-14z"
      fill="#3d6b2a"
    />
    <path
      d="M0-18c6 0 7 6 9 10 5 5 8 10 8 17 0 8-8 12-17 12S-17 17-17 9c0-7 3-12 8-17 2-4 3-10 9-10z"
      fill="#d7e8a0"
      stroke={N}
    />
    <circle cx={0} cy={8} r={9} fill="#8b5a2b" />
  </g>
);

export const olives =
  (first: string, second: string): Shape =>
  () => (
    <g>
      <ellipse cx={-11} cy={4} rx={10} ry={13} fill={first} transform="rotate(-20 -11 4)" />
      <ellipse cx={11} cy={0} rx={10} ry={13} fill={second} transform="rotate(15 11 0)" />
      <ellipse cx={0} cy={12} rx={9} ry={11} fill={first} transform="rotate(70 0 12)" />
      <circle cx={-14} cy={-2} r={2.5} fill="#ffffff" opacity={0.5} stroke={N} />
      <circle cx={8} cy={-6} r={2.5} fill="#ffffff" opacity={0.5} stroke={N} />
    </g>
  );

/** A little heap of grains or pulses: rice, lentils, chickpeas, quinoa… */
export const heap =
  (base: string, grain: string, grainSize = 3): Shape =>
  () => (
    <g>
      <path d="M-28 14c0-16 12-30 28-30S28-2 28 14c0 4-56 4-56 0z" fill={base} />
      {[
        [-14, 4],
        [-4, -6],
        [8, -2],
        [16, 8],
        [-20, 12],
        [2, 8],
        [-8, -10 + grainSize],
        [12, -10],
        [-2, 14],
      ].map(([x, y]) => (
        <ellipse
          key={`${x}/${y}`}
          cx={x}
          cy={y}
          rx={grainSize}
          ry={grainSize * 0.7}
          fill={grain}
          stroke={N}
        />
      ))}
    </g>
  );

export const pasta =
  (fill: string, line: string): Shape =>
  () => (
    <g>
      {[
        [-12, -4, -28],
        [12, -6, 22],
      ].map(([x, y, angle]) => (
        <g key={x} transform={`translate(${x} ${y}) rotate(${angle})`}>
          <path d="M-7-14l14-6v34l-14 6z" fill={fill} />
          <path d="M-2-16v30M3-18v30" fill={N} stroke={line} strokeWidth={1.6} />
        </g>
      ))}
      <g transform="translate(0 16)">
        <path d="M0 0l-16-10c-4 2-4 18 0 20zM0 0l16-10c4 2 4 18 0 20z" fill={fill} />
        <path d="M-11-4v8M11-4v8" fill={N} stroke={line} strokeWidth={1.6} />
        <ellipse rx={4.5} ry={6} fill={fill} />
      </g>
    </g>
  );

export const noodles =
  (fill: string, line: string): Shape =>
  () => (
    <g>
      <ellipse cx={0} cy={4} rx={28} ry={19} fill={fill} />
      <path
        d="M-22 0c4-4 8 4 12 0s8 4 12 0 8 4 12 0 6 2 8 2M-24 8c4-4 8 4 12 0s8 4 12 0 8 4 12 0 8 4 12 0M-16 16c4-4 8 4 12 0s8 4 12 0 8 2 10 0M-14-8c4-4 8 4 12 0s8 4 12 0 4 2 6 2"
        fill={N}
        stroke={line}
        strokeWidth={1.8}
      />
    </g>
  );

export const potato =
  (skin: string, spot: string): Shape =>
  () => (
    <g>
      <path d="M-24 2c0-12 12-18 26-16 14 2 22 8 22 18S12 20 0 20-24 14-24 2z" fill={skin} />
      <circle cx={-10} cy={-2} r={1.8} fill={spot} stroke={N} />
      <circle cx={6} cy={-6} r={1.8} fill={spot} stroke={N} />
      <circle cx={12} cy={8} r={1.8} fill={spot} stroke={N} />
      <circle cx={-4} cy={10} r={1.8} fill={spot} stroke={N} />
    </g>
  );

export const bread: Shape = () => (
  <g transform="rotate(-25)">
    <rect x={-32} y={-10} width={64} height={20} rx={10} fill="#d9954a" />
    <path d="M-20-4l6 6M-6-4l6 6M8-4l6 6" fill={N} stroke="#f3d09a" strokeWidth={3.5} />
  </g>
);

export const tofu =
  (top: string, side: string, front: string): Shape =>
  () => (
    <g>
      {[
        [-14, 4],
        [12, 6],
        [0, -10],
      ].map(([x, y]) => (
        <g key={`${x}/${y}`} transform={`translate(${x} ${y})`}>
          <path d="M-10-6l10-5 10 5-10 5z" fill={top} />
          <path d="M-10-6v12l10 5v-12z" fill={front} />
          <path d="M10-6v12l-10 5v-12z" fill={side} />
        </g>
      ))}
    </g>
  );

export const egg: Shape = () => (
  <g>
    <ellipse cx={-10} cy={2} rx={13} ry={17} fill="#fbf3e4" transform="rotate(-12 -10 2)" />
    <ellipse cx={13} cy={8} rx={13} ry={11} fill="#fffdf8" />
    <circle cx={13} cy={8} r={6.5} fill="#f6b82a" />
  </g>
);

export const cheeseWedge =
  (fill: string, rind: string): Shape =>
  () => (
    <g>
      <path d="M-26 2l40-18 12 8v24l-52 0z" fill={fill} />
      <path d="M-26 2h52" fill={N} />
      <path d="M26-8l-52 10" fill={N} stroke={rind} strokeWidth={2} />
      <circle cx={-8} cy={8} r={3} fill={rind} stroke={N} />
      <circle cx={8} cy={10} r={2.5} fill={rind} stroke={N} />
      <circle cx={14} cy={-2} r={2} fill={rind} stroke={N} />
    </g>
  );

export const cheeseBall: Shape = () => (
  <g>
    <circle cx={-6} cy={2} r={17} fill="#fbfaf4" />
    <circle cx={15} cy={10} r={10} fill="#fbfaf4" />
    <path d="M-14-6c2-4 6-6 10-6" fill={N} stroke="#e6e0d0" strokeWidth={3} />
  </g>
);

export const cheeseBlock =
  (fill: string, rind: string): Shape =>
  () => (
    <g>
      <path d="M-22-6l10-8h32l-10 8z" fill={fill} />
      <path d="M-22-6h32v22h-32z" fill={fill} />
      <path d="M10-6l10-8v22l-10 8z" fill={rind} />
      <path d="M-16 2l2 2M-4 8l2 2M2-1l2 1" fill={N} stroke={rind} strokeWidth={2} />
    </g>
  );

export const dollop =
  (fill: string, shade: string): Shape =>
  () => (
    <g>
      <path
        d="M-24 16c-6-8 0-16 8-14-4-8 4-16 12-12-2-8 6-14 10-18 2 6 8 8 8 16 8-2 14 6 10 14 8 0 10 10 0 14z"
        fill={fill}
      />
      <path d="M-14 6c8 4 20 4 28 0M-6-6c6 3 12 3 16 0" fill={N} stroke={shade} strokeWidth={2.2} />
    </g>
  );

export const scoop =
  (fill: string, shade: string): Shape =>
  () => (
    <g>
      <path d="M-14 6l14 22 14-22z" fill="#e0a45a" />
      <path d="M-10 10l14 10M2 8l8 8M-6 8l12 8" fill={N} stroke="#b8793a" strokeWidth={1.5} />
      <path d="M-18 6c-4-14 4-24 18-24s22 10 18 24c-6 4-30 4-36 0z" fill={fill} />
      <path d="M-10-8c2-4 6-6 10-6" fill={N} stroke={shade} strokeWidth={3} />
    </g>
  );

export const drumstick =
  (meat: string, crisp: string): Shape =>
  () => (
    <g transform="rotate(30)">
      <path d="M-4 8h8v16h-8z" fill="#f7efe0" />
      <circle cx={-5} cy={26} r={5} fill="#f7efe0" />
      <circle cx={5} cy={26} r={5} fill="#f7efe0" />
      <path
        d="M0-26c14 0 18 12 18 20 0 10-8 16-14 16h-8c-6 0-14-6-14-16 0-8 4-20 18-20z"
        fill={meat}
      />
      <path d="M-8-14c2-4 6-6 10-6" fill={N} stroke={crisp} strokeWidth={3} />
    </g>
  );

export const steak =
  (meat: string, fat: string): Shape =>
  () => (
    <g>
      <path
        d="M-26-4c0-12 14-16 26-14 14 2 26 8 26 18 0 12-14 18-28 16-14-2-24-8-24-20z"
        fill={meat}
      />
      <path d="M-18-6c8 4 16 0 22 6s14 4 18 0" fill={N} stroke={fat} strokeWidth={3} />
      <ellipse cx={10} cy={-6} rx={5} ry={3} fill={fat} stroke={N} />
    </g>
  );

export const slice =
  (meat: string, edge: string): Shape =>
  () => (
    <g>
      <circle cx={-6} cy={2} r={20} fill={edge} />
      <circle cx={-6} cy={2} r={16} fill={meat} stroke={N} />
      <path d="M-14-4c4-4 10-4 14 0" fill={N} stroke={edge} strokeWidth={2} />
      <circle cx={14} cy={10} r={13} fill={edge} />
      <circle cx={14} cy={10} r={10} fill={meat} stroke={N} />
    </g>
  );

export const bacon: Shape = () => (
  <g>
    {[-8, 8].map((y) => (
      <g key={y}>
        <path
          d={`M-28 ${y - 6}c10-6 18 6 28 0s18-6 28 0v10c-10-6-18 6-28 0s-18-6-28 0z`}
          fill="#d9645a"
        />
        <path
          d={`M-26 ${y - 1}c10-4 16 4 26-1s16-4 26 0`}
          fill={N}
          stroke="#fbe3d6"
          strokeWidth={2.5}
        />
      </g>
    ))}
  </g>
);

export const sausage =
  (skin: string, shine: string): Shape =>
  () => (
    <g>
      <path
        d="M-28 0c4-14 16-20 28-18s20 10 22 18c2 6-6 8-8 2-2-6-8-10-14-10S-16-2-20 6c-2 6-10 4-8-6z"
        fill={skin}
      />
      <path d="M-16-8c4-4 10-6 16-4" fill={N} stroke={shine} strokeWidth={3} />
    </g>
  );

export const salamiSlices: Shape = () => (
  <g>
    {[
      [-10, 2, 16],
      [12, 6, 13],
    ].map(([x, y, r]) => (
      <g key={x}>
        <circle cx={x} cy={y} r={r} fill="#b8323a" />
        <circle cx={x! - 4} cy={y! - 3} r={2} fill="#fbe0d8" stroke={N} />
        <circle cx={x! + 5} cy={y! + 2} r={2} fill="#fbe0d8" stroke={N} />
        <circle cx={x! - 2} cy={y! + 6} r={1.6} fill="#fbe0d8" stroke={N} />
      </g>
    ))}
  </g>
);

export const fish =
  (body: string, belly: string, fin: string): Shape =>
  () => (
    <g>
      <path d="M-28 0c10-14 34-16 46 0-12 16-36 14-46 0z" fill={body} />
      <path d="M18 0l12-10v20z" fill={fin} />
      <path d="M-24 2c12 6 28 6 40 0" fill={N} stroke={belly} strokeWidth={3} />
      <path d="M-4-10c4-4 8-4 12 0" fill={fin} />
      <circle cx={-18} cy={-3} r={2.2} fill="#2a1d15" stroke={N} />
    </g>
  );

export const fillet =
  (flesh: string, line: string, skin: string): Shape =>
  () => (
    <g>
      <path d="M-28 4c0-12 10-18 26-18 18 0 28 6 28 16s-14 14-28 14-26-2-26-12z" fill={flesh} />
      <path d="M-28 6c2 6 14 10 26 10s26-4 28-10" fill={N} stroke={skin} strokeWidth={3} />
      <path
        d="M-14-6c4 6 4 12 0 16M-2-8c4 6 4 14 0 18M10-8c4 6 4 12 0 16"
        fill={N}
        stroke={line}
        strokeWidth={2}
      />
    </g>
  );

export const shrimp: Shape = () => (
  <g>
    <path
      d="M-20-8c8-12 30-12 36 4 4 10-2 22-14 24-6 1-8-6-2-8 6-2 8-8 6-12-4-8-16-8-20-2z"
      fill="#f28a64"
    />
    <path d="M12 16l6 8-10-2z" fill="#f28a64" />
    <path d="M-6-14l2 8M4-14l-1 9M12-8l-6 5M16 2l-8 1" fill={N} stroke="#fbc2a8" strokeWidth={2} />
    <circle cx={-14} cy={-8} r={1.8} fill="#2a1d15" stroke={N} />
    <path d="M-20-10c-6-4-10-4-12-2" fill={N} strokeWidth={1.5} />
  </g>
);

export const mussel: Shape = () => (
  <g>
    <g transform="translate(-10 2) rotate(-30)">
      <path d="M0-22c8 4 12 14 12 24S6 22 0 22-12 12-12 2-8-18 0-22z" fill="#33364f" />
      <path d="M-6-8c4 4 8 4 12 0M-8 4c5 4 11 4 16 0" fill={N} stroke="#6a6f92" strokeWidth={1.8} />
    </g>
    <g transform="translate(12 6) rotate(25)">
      <path d="M0-22c8 4 12 14 12 24S6 22 0 22-12 12-12 2-8-18 0-22z" fill="#33364f" />
      <path d="M0-16c5 3 8 10 8 18S4 16 0 16-8 10-8 2-5-13 0-16z" fill="#f2a15a" stroke={N} />
      <path d="M-3-4c2 4 4 8 3 12" fill={N} stroke="#d9803a" strokeWidth={2} />
    </g>
  </g>
);

export const scallop: Shape = () => (
  <g>
    <path d="M0 18l-24-20c4-14 44-14 48 0z" fill="#f4caa0" />
    <path
      d="M0 18l-14-28M0 18l0-30M0 18l14-28M0 18l-22-18M0 18l22-18"
      fill={N}
      stroke="#d99a6a"
      strokeWidth={1.8}
    />
    <path d="M-6 18h12l-2 6h-8z" fill="#f4caa0" />
  </g>
);

export const squid: Shape = () => (
  <g>
    {[
      [-10, -2],
      [10, 2],
      [0, 12],
    ].map(([x, y]) => (
      <g key={`${x}/${y}`}>
        <circle cx={x} cy={y} r={11} fill="#f6d7a8" />
        <circle cx={x} cy={y} r={5} fill="var(--pic-china)" />
      </g>
    ))}
  </g>
);

export const citrus =
  (peel: string, flesh: string, segment: string): Shape =>
  () => (
    <g>
      <ellipse cx={-8} cy={-2} rx={18} ry={15} fill={peel} />
      <path d="M-26-2l-4 0M10-2l4 0" fill={N} strokeWidth={3} />
      <circle cx={14} cy={10} r={14} fill={peel} />
      <circle cx={14} cy={10} r={11} fill={flesh} stroke={N} />
      <path d="M14 0v20M5 4l18 12M5 16l18-12" fill={N} stroke={segment} strokeWidth={1.8} />
    </g>
  );

export const orange =
  (peel: string, leaf: string): Shape =>
  () => (
    <g>
      <circle r={21} cy={3} fill={peel} />
      <circle cx={-7} cy={-4} r={1.5} fill="#ffffff" opacity={0.5} stroke={N} />
      <circle cx={5} cy={8} r={1.5} fill="#000000" opacity={0.12} stroke={N} />
      <path d="M2-18c6-6 14-6 18-2-6 4-12 4-18 2z" fill={leaf} />
    </g>
  );

export const apple =
  (skin: string, shine: string): Shape =>
  () => (
    <g>
      <path
        d="M0-12c-10-8-24-4-24 10 0 16 10 26 24 22 14 4 24-6 24-22 0-14-14-18-24-10z"
        fill={skin}
      />
      <path d="M-14-4c0-4 3-8 7-8" fill={N} stroke={shine} strokeWidth={3} />
      <path d="M0-12c0-6 2-10 4-12" fill={N} strokeWidth={2.5} />
      <path d="M3-18c6-6 12-6 16-2-6 4-12 4-16 2z" fill="#5aa83a" />
    </g>
  );

export const pear: Shape = () => (
  <g>
    <path
      d="M0-20c6 0 8 6 8 12 0 6 14 10 14 22 0 10-10 14-22 14s-22-4-22-14c0-12 14-16 14-22 0-6 2-12 8-12z"
      fill="#c8d65a"
    />
    <path d="M-10 10c0-4 2-8 6-9" fill={N} stroke="#e6ee9e" strokeWidth={3} />
    <path d="M0-20c0-5 2-8 5-10" fill={N} strokeWidth={2.5} />
  </g>
);

export const strawberry: Shape = () => (
  <g>
    <path d="M-20-8c6-6 34-6 40 0 2 16-10 30-20 32-10-2-22-16-20-32z" fill="#e23a4a" />
    {[
      [-10, 0],
      [0, -2],
      [10, 0],
      [-6, 10],
      [6, 10],
      [0, 18],
    ].map(([x, y]) => (
      <ellipse key={`${x}/${y}`} cx={x} cy={y} rx={1.2} ry={2} fill="#fbe28a" stroke={N} />
    ))}
    <path d="M-16-10c4 4 10 2 16-2 6 4 12 6 16 2-4-6-10-8-16-6-6-2-12 0-16 6z" fill="#4c9a34" />
  </g>
);

export const berries =
  (colours: readonly string[]): Shape =>
  () => (
    <g>
      {[
        [-12, 4],
        [10, 2],
        [-1, -9],
        [0, 13],
      ].map(([x, y], index) => (
        <g key={`${x}/${y}`}>
          <circle cx={x} cy={y} r={10} fill={colours[index % colours.length]} />
          <circle cx={x! - 3} cy={y! - 3} r={2} fill="#ffffff" opacity={0.45} stroke={N} />
        </g>
      ))}
    </g>
  );

export const cherries: Shape = () => (
  <g>
    <path
      d="M-10 6c0-12 6-22 16-28M12 8c0-12-2-22-6-30"
      fill={N}
      stroke="#6b8a2e"
      strokeWidth={2.5}
    />
    <circle cx={-11} cy={10} r={11} fill="#c8202e" />
    <circle cx={13} cy={12} r={11} fill="#c8202e" />
    <circle cx={-15} cy={6} r={2.5} fill="#ffffff" opacity={0.5} stroke={N} />
    <circle cx={9} cy={8} r={2.5} fill="#ffffff" opacity={0.5} stroke={N} />
  </g>
);

export const banana: Shape = () => (
  <g>
    <path d="M-26-10c4 20 26 30 50 16 2-2 0-6-2-6-18 8-36 0-42-16-2-2-6 2-6 6z" fill="#f6d03f" />
    <path d="M-22-6c8 14 24 20 40 14" fill={N} stroke="#e0b028" strokeWidth={2} />
    <path d="M-26-10l-2-6 4-1 2 3z" fill="#6b4a2a" />
  </g>
);

export const stoneFruit =
  (skin: string, blush: string): Shape =>
  () => (
    <g>
      <path d="M0-18C-14-20-22-8-22 4c0 12 10 18 22 18s22-6 22-18C22-8 14-20 0-18z" fill={skin} />
      <path d="M0-18c-4 8-4 24 0 40" fill={N} strokeWidth={1.8} />
      <ellipse cx={10} cy={4} rx={8} ry={10} fill={blush} opacity={0.5} stroke={N} />
      <path d="M0-18c2-4 6-6 10-6" fill={N} strokeWidth={2.5} />
    </g>
  );

export const halfFruit =
  (skin: string, flesh: string, seed: string): Shape =>
  () => (
    <g>
      <circle r={21} cy={2} fill={skin} />
      <circle r={16} cy={2} fill={flesh} stroke={N} />
      {[
        [-6, -2],
        [5, -5],
        [7, 7],
        [-4, 9],
        [0, 2],
      ].map(([x, y]) => (
        <circle key={`${x}/${y}`} cx={x} cy={y} r={1.8} fill={seed} stroke={N} />
      ))}
    </g>
  );

export const date: Shape = () => (
  <g>
    {[-9, 9].map((x) => (
      <ellipse
        key={x}
        cx={x}
        cy={x / 3}
        rx={16}
        ry={9}
        fill="#7a4220"
        transform={`rotate(${x * 2} ${x} ${x / 3})`}
      />
    ))}
    <path d="M-18-2c6 3 14 3 20 0M0 4c6 3 14 3 20 0" fill={N} stroke="#a8663a" strokeWidth={1.6} />
  </g>
);

export const grapes =
  (fill: string, shine: string): Shape =>
  () => (
    <g>
      {[
        [-10, -8],
        [2, -10],
        [14, -6],
        [-4, 2],
        [8, 3],
        [2, 13],
      ].map(([x, y]) => (
        <g key={`${x}/${y}`}>
          <circle cx={x} cy={y} r={8} fill={fill} />
          <circle cx={x! - 2} cy={y! - 2} r={1.8} fill={shine} stroke={N} />
        </g>
      ))}
      <path d="M4-16c0-6 2-10 6-12" fill={N} stroke="#6b4a2a" strokeWidth={2.5} />
    </g>
  );

export const melon =
  (rind: string, flesh: string, seed: string): Shape =>
  () => (
    <g>
      <path d="M-30-6c0 20 14 30 30 30s30-10 30-30z" fill={rind} />
      <path d="M-25-6c0 16 11 25 25 25s25-9 25-25z" fill={flesh} stroke={N} />
      {[-12, 0, 12].map((x) => (
        <ellipse key={x} cx={x} cy={4 + Math.abs(x) / 4} rx={1.5} ry={2.5} fill={seed} stroke={N} />
      ))}
      <path d="M-30-6h60" fill={N} />
    </g>
  );

export const pineapple: Shape = () => (
  <g>
    <path
      d="M-4-14c-6-8-10-10-14-10 4 4 6 8 8 12M4-14c6-8 10-10 14-10-4 4-6 8-8 12M0-14v-16"
      fill={N}
      stroke="#4c9a34"
      strokeWidth={4}
    />
    <ellipse cx={0} cy={6} rx={16} ry={20} fill="#f2b632" />
    <path
      d="M-12-6l20 24M-6-12l18 22M-14 6l14 16M12-6l-20 24M6-12l-18 22M14 6l-14 16"
      fill={N}
      stroke="#c98a1a"
      strokeWidth={1.6}
    />
  </g>
);

export const coconut: Shape = () => (
  <g>
    <path d="M-22 0a22 18 0 0 0 44 0z" fill="#8b5a2b" />
    <path d="M-17 0a17 12 0 0 0 34 0z" fill="#fbf7ee" stroke={N} />
    <ellipse cx={0} cy={0} rx={22} ry={6} fill="#fbf7ee" />
    <ellipse cx={0} cy={0} rx={17} ry={4} fill="#f2ead8" stroke={N} />
  </g>
);

export const chocolate: Shape = () => (
  <g transform="rotate(-12)">
    <rect x={-24} y={-16} width={48} height={32} rx={3} fill="#6b3a22" />
    <path d="M-8-16v32M8-16v32M-24 0h48" fill={N} stroke="#4a2616" strokeWidth={2} />
    <path d="M-20-12h8M-4-12h8" fill={N} stroke="#8d5636" strokeWidth={2} />
  </g>
);

/** A drop with a little splash: milk on a dish, not a bottle. */
export const drop =
  (fill: string, shine: string): Shape =>
  () => (
    <g>
      <path d="M-4-26c8 12 20 20 20 32a18 18 0 0 1-36 0c0-12 10-20 16-32z" fill={fill} />
      <path d="M-8 2c0 6 3 10 8 12" fill={N} stroke={shine} strokeWidth={3} />
      <circle cx={20} cy={-12} r={4} fill={fill} />
      <circle cx={24} cy={2} r={2.5} fill={fill} />
    </g>
  );

export const honeyDipper: Shape = () => (
  <g transform="rotate(-35)">
    <path d="M-3-34h6v26h-6z" fill="#c98a4e" />
    <path d="M-13-10h26v6h-26zM-13 0h26v6h-26zM-13 10h26v6h-26z" fill="#d99a5a" />
    <path d="M-11-6h22v26c0 6-4 10-11 14-7-4-11-8-11-14z" fill="#efa82a" opacity={0.9} />
    <path d="M0 34c-3 4-3 8 0 10 3-2 3-6 0-10z" fill="#efa82a" />
  </g>
);

export const nuts =
  (shell: string, line: string, count = 3): Shape =>
  () => (
    <g>
      {[
        [-12, 2, -20],
        [12, 0, 25],
        [0, 12, 80],
      ]
        .slice(0, count)
        .map(([x, y, angle]) => (
          <g key={x} transform={`translate(${x} ${y}) rotate(${angle})`}>
            <path d="M0-14c8 0 10 8 10 14S6 14 0 14-10 8-10 0 -8-14 0-14z" fill={shell} />
            <path d="M0-11c-2 6-2 16 0 22" fill={N} stroke={line} strokeWidth={1.6} />
          </g>
        ))}
    </g>
  );

export const walnut: Shape = () => (
  <g>
    {[
      [-10, 2],
      [12, 4],
    ].map(([x, y]) => (
      <g key={x} transform={`translate(${x} ${y})`}>
        <circle r={13} fill="#c98e55" />
        <path
          d="M0-13v26M-8-6c4 2 4 6 0 8M8-6c-4 2-4 6 0 8M-6 6c3 1 3 4 0 5M6 6c-3 1-3 4 0 5"
          fill={N}
          strokeWidth={1.6}
        />
      </g>
    ))}
  </g>
);

export const hazelnut =
  (shell: string, cap: string): Shape =>
  () => (
    <g>
      {[
        [-10, 4],
        [12, 2],
      ].map(([x, y]) => (
        <g key={x} transform={`translate(${x} ${y})`}>
          <circle r={12} cy={2} fill={shell} />
          <path d="M-11-2c2-8 20-8 22 0-6-3-16-3-22 0z" fill={cap} />
        </g>
      ))}
    </g>
  );

export const pistachio: Shape = () => (
  <g>
    {[
      [-10, 0, -20],
      [10, 6, 25],
    ].map(([x, y, angle]) => (
      <g key={x} transform={`translate(${x} ${y}) rotate(${angle})`}>
        <ellipse rx={10} ry={14} fill="#efe2c4" />
        <ellipse rx={5} ry={10} fill="#8fb84a" stroke={N} />
      </g>
    ))}
  </g>
);

export const cashew: Shape = () => (
  <g>
    {[-10, 10].map((x) => (
      <path
        key={x}
        d="M-6-14c10-4 18 6 14 18-3 10-12 12-14 6 8-2 8-14 0-16-4 0-6-4 0-8z"
        fill="#f0d9a8"
        transform={`translate(${x} ${x / 4})`}
      />
    ))}
  </g>
);

export const peanut: Shape = () => (
  <g transform="rotate(-25)">
    <path
      d="M-24 0c0-8 6-12 12-12 4 0 6 3 12 3s8-3 12-3c6 0 12 4 12 12s-6 12-12 12c-4 0-6-3-12-3s-8 3-12 3c-6 0-12-4-12-12z"
      fill="#d9b07a"
    />
    <path d="M-18-4h4M-16 4h4M12-4h4M10 4h4" fill={N} stroke="#b88a52" strokeWidth={1.8} />
  </g>
);

export const chestnut: Shape = () => (
  <g>
    {[-10, 12].map((x) => (
      <g key={x} transform={`translate(${x} ${x / 5})`}>
        <path d="M0-16c6 4 14 10 14 18 0 8-6 12-14 12S-14 10-14 2c0-8 8-14 14-18z" fill="#6b3a22" />
        <path d="M-12 6c6 3 18 3 24 0v4c0 4-24 4-24 0z" fill="#d9b58a" stroke={N} />
      </g>
    ))}
  </g>
);

export const seeds =
  (colours: readonly string[]): Shape =>
  () => (
    <g stroke={N}>
      {[
        [-14, -4, 20],
        [-4, -10, -30],
        [8, -6, 40],
        [16, 4, -10],
        [-18, 8, 60],
        [-6, 4, -60],
        [6, 8, 15],
        [0, 16, 80],
        [-12, 16, -20],
        [14, 14, 30],
      ].map(([x, y, angle], index) => (
        <ellipse
          key={`${x}/${y}`}
          cx={x}
          cy={y}
          rx={5}
          ry={2.5}
          fill={colours[index % colours.length]}
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
    </g>
  );

export const meringue: Shape = () => (
  <g>
    <path
      d="M-22 14c-4-8 2-14 8-14-2-8 4-14 10-14 0-8 8-12 8-14 2 4 8 6 8 14 6 0 12 6 10 14 6 2 8 8 4 14z"
      fill="#fdfaf2"
    />
    <path d="M-12 6c6-2 12-2 18 0M-4-6c4-2 8-2 10 0" fill={N} stroke="#ebe1cf" strokeWidth={2} />
  </g>
);

export const coffeeBeans: Shape = () => (
  <g>
    {[
      [-12, 2, -30],
      [10, -4, 20],
      [4, 14, 70],
    ].map(([x, y, angle]) => (
      <g key={x} transform={`translate(${x} ${y}) rotate(${angle})`}>
        <ellipse rx={9} ry={12} fill="#6b4226" />
        <path d="M0-10c-4 6 4 14 0 20" fill={N} stroke="#3e2414" strokeWidth={2} />
      </g>
    ))}
  </g>
);

export const teaBag: Shape = () => (
  <g>
    <path d="M0-26v14" fill={N} strokeWidth={1.5} />
    <rect x={-6} y={-34} width={12} height={9} rx={1} fill="#e05a3a" />
    <path d="M-14-12h28v26c0 4-4 6-8 6h-12c-4 0-8-2-8-6z" fill="#e8d2a6" />
    <path d="M-8 2h16M-8 8h12" fill={N} stroke="#b88a52" strokeWidth={1.8} />
  </g>
);

export const flowers =
  (petal: string, heart: string): Shape =>
  () => (
    <g>
      {[
        [-10, -4, 10],
        [10, 0, 9],
        [-2, 14, 8],
      ].map(([x, y, r]) => (
        <g key={x} transform={`translate(${x} ${y})`}>
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse
              key={angle}
              cx={0}
              cy={-r! / 2}
              rx={r! / 3}
              ry={r! / 2}
              fill={petal}
              transform={`rotate(${angle})`}
            />
          ))}
          <circle r={r! / 3} fill={heart} />
        </g>
      ))}
    </g>
  );

export const ginger: Shape = () => (
  <g>
    <path
      d="M-26 4c0-8 8-10 14-8 2-8 10-10 14-4 4-6 12-6 14 0 6-2 10 4 8 10-2 8-12 8-18 6-4 4-12 4-16 0-6 4-16 2-16-4z"
      fill="#e2b56a"
    />
    <path d="M-14 2l2 4M2 0l1 5M14 2l-1 4" fill={N} stroke="#b88a44" strokeWidth={1.8} />
  </g>
);

/** Broad leaves on a short stem: basil, mint, sage. */
export const bunch =
  (leaf: string, vein: string): Shape =>
  () => (
    <g>
      <path d="M0 26V0" fill={N} stroke={vein} strokeWidth={3} />
      {[
        [-11, 4, -50, 1],
        [11, 2, 50, 1],
        [-7, -12, -20, 0.9],
        [8, -13, 25, 0.9],
        [0, -22, 0, 0.75],
      ].map(([x, y, angle, size]) => (
        <g key={`${x}/${y}`} transform={`translate(${x} ${y}) rotate(${angle}) scale(${size})`}>
          <path d="M0 12C-10 8-12-4 0-14 12-4 10 8 0 12z" fill={leaf} />
          <path d="M0 10V-10" fill={N} stroke={vein} strokeWidth={1.4} />
        </g>
      ))}
    </g>
  );

/** Small lobed leaves on branching stems: parsley, coriander. */
export const parsley =
  (leaf: string, stem: string): Shape =>
  () => (
    <g>
      <path d="M0 28V2M0 6l-12-14M0 2l12-16M0 -4V-16" fill={N} stroke={stem} strokeWidth={2.5} />
      {[
        [-14, -12],
        [13, -18],
        [0, -20],
      ].map(([x, y]) => (
        <g key={`${x}/${y}`} transform={`translate(${x} ${y})`}>
          <path
            d="M0 6c-8 0-12-6-8-10-4-4 0-10 6-8 2-6 10-4 10 2 6 0 8 8 2 10-2 4-6 6-10 6z"
            fill={leaf}
          />
          <path d="M0 6V-4M0 0l-5-3M0 0l5-4" fill={N} stroke={stem} strokeWidth={1.3} />
        </g>
      ))}
    </g>
  );

export const needles =
  (leaf: string, stem: string): Shape =>
  () => (
    <g transform="rotate(-30)">
      <path d="M0 26V-28" fill={N} stroke={stem} strokeWidth={2.5} />
      {[-22, -14, -6, 2, 10, 18].map((y) => (
        <path key={y} d={`M0 ${y}l-9-5M0 ${y}l9-5`} fill={N} stroke={leaf} strokeWidth={3.5} />
      ))}
    </g>
  );

export const chives: Shape = () => (
  <g transform="rotate(-35)">
    {[-6, -2, 2, 6].map((x) => (
      <path
        key={x}
        d={`M${x} 26c0-20 0-36 ${x / 2}-52`}
        fill={N}
        stroke="#4c9a34"
        strokeWidth={3.5}
      />
    ))}
  </g>
);

export const fronds: Shape = () => (
  <g transform="rotate(-20)">
    <path d="M0 26V-24" fill={N} stroke="#5f9a3f" strokeWidth={2.5} />
    {[-20, -10, 0, 10].map((y) => (
      <path
        key={y}
        d={`M0 ${y}c-6-2-12-8-14-14M0 ${y}c6-2 12-8 14-14M-7 ${y - 4}l-4 2M7 ${y - 4}l4 2`}
        fill={N}
        stroke="#7cbf5a"
        strokeWidth={2}
      />
    ))}
  </g>
);

/** A covered dish, for a recipe none of whose lines names a food we draw. */
export const cloche: Shape = () => (
  <g>
    <path d="M-30 14c0-20 14-32 30-32s30 12 30 32z" style={{ fill: 'var(--pic-steel)' }} />
    <path d="M-18 4c2-8 8-14 16-16" fill={N} stroke="#ffffff" strokeWidth={3} opacity={0.55} />
    <circle cy={-21} r={4} style={{ fill: 'var(--pic-steel)' }} />
    <path d="M-34 14h68" fill={N} strokeWidth={3} />
  </g>
);
