/**
 * Renders Tembea's demo images: calm flat-vector landscape illustrations drawn as SVG in code, one per
 * destination slug and per demo tour id, each at every width of the image breakpoints of
 * docs/product-spec.md, section 9 (webp, 3:2) into web/public/images/<name>-<width>.webp. Nothing is
 * downloaded: the art is procedural and deterministic, seeded from the name, so a name always gives the same
 * image.
 *
 *   npx tsx scripts/demo-images.ts            # render what is missing or older than this script
 *   npx tsx scripts/demo-images.ts --force    # render everything again
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { destinations } from "@tembea/shared";
import sharp from "sharp";
import { imageHeight, imageUrl, imageWidths } from "../web/src/ui/image-sources.js";

const W = 1536;
const H = 1024;
const QUALITY = 70;

// ---------------------------------------------------------------------------------------------
// Seeded randomness

class Rng {
  private state: number;

  constructor(seedText: string) {
    // cyrb-style string hash into a 32-bit seed for mulberry32.
    let h = 1779033703 ^ seedText.length;
    for (let i = 0; i < seedText.length; i++) {
      h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
      h = (h << 13) | (h >>> 19);
    }
    this.state = h >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly [T, ...T[]]): T {
    return items[Math.floor(this.next() * items.length)] ?? items[0];
  }
}

// ---------------------------------------------------------------------------------------------
// Colours and numbers

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** `a` blended towards `b` by `t` (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Rounds for compact, stable SVG. */
function r(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A list of points as SVG coordinates. */
function pts(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${r(x)},${r(y)}`).join(" ");
}

// ---------------------------------------------------------------------------------------------
// Time of day

interface TimeOfDay {
  sky: readonly [top: string, middle: string, horizon: string];
  body: "sun" | "moon";
  disc: string;
  glow: string;
  /** Colour cast of the land, how strong, and how lit the land is (1 = full daylight). */
  tint: string;
  tintAmount: number;
  light: number;
  /** Height of the sun or moon above the horizon, as a fraction of the horizon's height. */
  altitude: readonly [number, number];
  clouds: string;
}

const times = {
  dawn: {
    sky: ["#35406f", "#b9839a", "#f8caa0"],
    body: "sun",
    disc: "#fff3dc",
    glow: "#ffc992",
    tint: "#c98f9c",
    tintAmount: 0.22,
    light: 0.82,
    altitude: [0.04, 0.14],
    clouds: "#f3c3b4",
  },
  morning: {
    sky: ["#3d7dc4", "#8fc0e4", "#e4efef"],
    body: "sun",
    disc: "#fffdf2",
    glow: "#fff4d2",
    tint: "#fff7e8",
    tintAmount: 0.05,
    light: 1,
    altitude: [0.55, 0.75],
    clouds: "#ffffff",
  },
  golden: {
    sky: ["#4b6ea6", "#d6a983", "#f9d99f"],
    body: "sun",
    disc: "#fff2c6",
    glow: "#ffd27c",
    tint: "#f2b15c",
    tintAmount: 0.18,
    light: 0.94,
    altitude: [0.18, 0.32],
    clouds: "#fbe3c0",
  },
  sunset: {
    sky: ["#2b3160", "#b65c72", "#f6a35c"],
    body: "sun",
    disc: "#ffe6b0",
    glow: "#ff9c52",
    tint: "#d8654c",
    tintAmount: 0.26,
    light: 0.72,
    altitude: [0.02, 0.1],
    clouds: "#e88a7a",
  },
  twilight: {
    sky: ["#151c3a", "#3d4277", "#cf8474"],
    body: "moon",
    disc: "#f7f1de",
    glow: "#b9b7d8",
    tint: "#4d5290",
    tintAmount: 0.42,
    light: 0.5,
    altitude: [0.45, 0.7],
    clouds: "#7c6f9c",
  },
} satisfies Record<string, TimeOfDay>;
type TimeKey = keyof typeof times;

// ---------------------------------------------------------------------------------------------
// SVG document

class Svg {
  private defs: string[] = [];
  private parts: string[] = [];
  private ids = 0;

  add(...parts: string[]): void {
    this.parts.push(...parts);
  }

  /** A vertical gradient in user space from y1 to y2; stops are [offset, colour, opacity?]. */
  vertical(y1: number, y2: number, stops: readonly (readonly [number, string, number?])[]): string {
    const id = `g${this.ids++}`;
    const s = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${r(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${r(a)}"`}/>`,
      )
      .join("");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${r(y1)}" x2="0" y2="${r(y2)}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(
    cx: number,
    cy: number,
    radius: number,
    stops: readonly (readonly [number, string, number])[],
  ): string {
    const id = `g${this.ids++}`;
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join("");
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}">${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A horizontal gradient across the box of the shape it fills. */
  horizontal(stops: readonly (readonly [number, string, number])[]): string {
    const id = `g${this.ids++}`;
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join("");
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  clip(d: string): string {
    const id = `c${this.ids++}`;
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Scene: the shared state of one illustration

interface Scene {
  rng: Rng;
  svg: Svg;
  time: TimeOfDay;
  timeKey: TimeKey;
  horizon: number;
  /** Where the sun or moon is; the land is lit from that side. */
  sunX: number;
  sunY: number;
  sunLeft: boolean;
}

/** A land colour at a depth (0 = on the horizon, lost in haze; 1 = right in front), lit for the time of day. */
function land(sc: Scene, base: string, depth: number): string {
  const t = sc.time;
  const lit = mix(mix(base, t.tint, t.tintAmount), "#24163a", (1 - t.light) * (0.35 + 0.65 * depth));
  return mix(lit, t.sky[2], (1 - depth) ** 1.5 * 0.82);
}

function newScene(
  name: string,
  timeChoices: readonly [TimeKey, ...TimeKey[]],
  horizon: [number, number],
): Scene {
  const rng = new Rng(name);
  const timeKey = rng.pick(timeChoices);
  const time: TimeOfDay = times[timeKey];
  const h = rng.range(horizon[0], horizon[1]);
  const sunX = rng.range(0.18, 0.82) * W;
  const sunY = h - rng.range(time.altitude[0], time.altitude[1]) * h;
  return { rng, svg: new Svg(), time, timeKey, horizon: h, sunX, sunY, sunLeft: sunX < W / 2 };
}

function drawSky(sc: Scene): void {
  const { svg, time, rng } = sc;
  const [top, middle, horizon] = time.sky;
  svg.add(
    `<rect width="${W}" height="${H}" fill="${svg.vertical(0, sc.horizon + 30, [
      [0, top],
      [0.58, middle],
      [1, horizon],
    ])}"/>`,
  );
  if (time.body === "moon") {
    let stars = "";
    for (let i = 0; i < 70; i++) {
      const y = rng.range(10, sc.horizon * 0.6);
      stars += `<circle cx="${r(rng.range(0, W))}" cy="${r(y)}" r="${r(rng.range(0.8, 2))}" opacity="${r(rng.range(0.3, 0.9) * (1 - y / sc.horizon))}"/>`;
    }
    svg.add(`<g fill="#fffbea">${stars}</g>`);
  }
  const big = time.body === "sun" && sc.sunY > sc.horizon * 0.75;
  const radius = time.body === "moon" ? 34 : big ? rng.range(64, 88) : rng.range(40, 52);
  const glowR = radius * (big ? 6 : 5);
  svg.add(
    `<circle cx="${r(sc.sunX)}" cy="${r(sc.sunY)}" r="${r(glowR)}" fill="${svg.radial(
      sc.sunX,
      sc.sunY,
      glowR,
      [
        [0, time.glow, 0.75],
        [0.25, time.glow, 0.35],
        [1, time.glow, 0],
      ],
    )}"/>`,
    `<circle cx="${r(sc.sunX)}" cy="${r(sc.sunY)}" r="${r(radius)}" fill="${time.disc}"/>`,
  );
  if (time.body === "moon") {
    // A few soft craters.
    svg.add(
      `<g fill="${mix(time.disc, time.sky[1], 0.25)}" opacity="0.5"><circle cx="${r(sc.sunX - 10)}" cy="${r(sc.sunY - 8)}" r="7"/><circle cx="${r(sc.sunX + 12)}" cy="${r(sc.sunY + 6)}" r="9"/><circle cx="${r(sc.sunX - 4)}" cy="${r(sc.sunY + 16)}" r="4"/></g>`,
    );
  }
  drawClouds(sc);
}

function drawClouds(sc: Scene): void {
  const { rng, time } = sc;
  const count = rng.int(2, 4);
  let out = "";
  for (let i = 0; i < count; i++) {
    const w = rng.range(160, 340);
    const h = w * rng.range(0.1, 0.14);
    const x = rng.range(-60, W - w + 60);
    const y = rng.range(sc.horizon * 0.12, sc.horizon * 0.6);
    const opacity = rng.range(0.35, 0.6);
    out += `<g opacity="${r(opacity)}"><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2)}"/><circle cx="${r(x + w * 0.38)}" cy="${r(y)}" r="${r(h * 0.95)}"/><circle cx="${r(x + w * 0.6)}" cy="${r(y + h * 0.05)}" r="${r(h * 0.7)}"/></g>`;
  }
  sc.svg.add(`<g fill="${time.clouds}">${out}</g>`);
}

function drawBirds(sc: Scene, color: string): void {
  const { rng } = sc;
  if (!rng.chance(0.6)) return;
  const cx = rng.range(0.2, 0.8) * W;
  const cy = rng.range(0.2, 0.45) * sc.horizon;
  let d = "";
  for (let i = 0, n = rng.int(3, 5); i < n; i++) {
    const x = cx + rng.range(-90, 90);
    const y = cy + rng.range(-40, 40);
    const s = rng.range(5, 9);
    d += `M${r(x - s)},${r(y)}Q${r(x - s / 2)},${r(y - s * 0.6)} ${r(x)},${r(y)}Q${r(x + s / 2)},${r(y - s * 0.6)} ${r(x + s)},${r(y)}`;
  }
  sc.svg.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" opacity="0.7"/>`,
  );
}

/** A soft band of haze, strongest at `y`. */
function mist(sc: Scene, y: number, height: number, opacity: number): void {
  const fill = sc.svg.vertical(y - height, y + height, [
    [0, sc.time.sky[2], 0],
    [0.5, sc.time.sky[2], opacity],
    [1, sc.time.sky[2], 0],
  ]);
  sc.svg.add(`<rect x="0" y="${r(y - height)}" width="${W}" height="${r(height * 2)}" fill="${fill}"/>`);
}

// ---------------------------------------------------------------------------------------------
// Terrain

interface Ridge {
  y: (x: number) => number;
  /** The area under the ridge line down to the bottom of the picture. */
  d: string;
}

/** A ridge line around `base`, rising up to `amp`: smooth waves, or straight-sided peaks when jagged. */
function ridge(
  rng: Rng,
  base: number,
  amp: number,
  options: { jagged?: boolean; waves?: number } = {},
): Ridge {
  const waves = options.waves ?? 1.5;
  const terms = [0, 1, 2, 3].map((i) => ({
    f: waves * (i + 1) * rng.range(0.7, 1.3),
    p: rng.next(),
    a: 1 / (i + 1) ** (options.jagged ? 1.1 : 1.6),
  }));
  const total = terms.reduce((sum, t) => sum + t.a, 0);
  const wave = options.jagged
    ? (t: number) => 1 - 4 * Math.abs(t - Math.floor(t) - 0.5)
    : (t: number) => Math.sin(t * Math.PI * 2);
  const y = (x: number) =>
    base - (amp * terms.reduce((sum, t) => sum + t.a * wave((t.f * x) / W + t.p), 0)) / total;
  const line: [number, number][] = [];
  for (let x = -16; x <= W + 16; x += options.jagged ? 8 : 16) line.push([x, y(x)]);
  return { y, d: `M${pts(line)} L${W + 16},${H + 4} L-16,${H + 4}Z` };
}

function fillRidge(sc: Scene, ridgeLine: Ridge, top: string, bottom: string, y1: number, y2: number): void {
  sc.svg.add(
    `<path d="${ridgeLine.d}" fill="${sc.svg.vertical(y1, y2, [
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
}

/** A rounded hill standing on `base`. */
function hillPath(cx: number, base: number, w: number, h: number): string {
  return `M${r(cx - w)},${r(base)} C${r(cx - w * 0.5)},${r(base)} ${r(cx - w * 0.42)},${r(base - h)} ${r(cx)},${r(base - h)} C${r(cx + w * 0.42)},${r(base - h)} ${r(cx + w * 0.5)},${r(base)} ${r(cx + w)},${r(base)}Z`;
}

/** A volcano cone with a flat, slightly broken summit. */
function conePath(cx: number, base: number, w: number, h: number, top: number): string {
  return `M${r(cx - w)},${r(base)} C${r(cx - w * 0.45)},${r(base - h * 0.2)} ${r(cx - top * 1.8)},${r(base - h * 0.85)} ${r(cx - top)},${r(base - h)} L${r(cx - top * 0.3)},${r(base - h + 5)} L${r(cx + top)},${r(base - h * 0.98)} C${r(cx + top * 1.8)},${r(base - h * 0.85)} ${r(cx + w * 0.45)},${r(base - h * 0.2)} ${r(cx + w)},${r(base)}Z`;
}

// ---------------------------------------------------------------------------------------------
// Things standing on the land

function acacia(rng: Rng, x: number, ground: number, s: number, color: string): string {
  const h = rng.range(130, 165) * s;
  const cw = rng.range(200, 260) * s;
  const lean = rng.range(-20, 20) * s;
  const cx = x + lean;
  const cy = ground - h;
  const fx = x + lean * 0.35;
  const fy = ground - h * rng.range(0.4, 0.5);
  const trunk = `M${r(x - 6 * s)},${r(ground)} L${r(fx - 3 * s)},${r(fy)} L${r(fx + 3 * s)},${r(fy)} L${r(x + 6 * s)},${r(ground)}Z`;
  const branches = [-0.36, -0.12, 0.14, 0.34]
    .map(
      (f) =>
        `M${r(fx)},${r(fy)} Q${r(fx + f * cw * 0.25)},${r((fy + cy) / 2)} ${r(cx + f * cw)},${r(cy + 4 * s)}`,
    )
    .join("");
  const canopy = (ccx: number, bottom: number, width: number, depth: number) => {
    const left = ccx - width / 2;
    const right = ccx + width / 2;
    const top = bottom - depth;
    let d = `M${r(left)},${r(bottom)} Q${r(left - 10 * s)},${r(bottom - 4 * s)} ${r(left + 4 * s)},${r(top + depth * 0.35)}`;
    const n = 5;
    const step = (width - 8 * s) / n;
    let px = left + 4 * s;
    for (let i = 0; i < n; i++) {
      const nx = px + step;
      d += ` Q${r((px + nx) / 2)},${r(top - rng.range(4, 12) * s)} ${r(nx)},${r(top + (i === n - 1 ? depth * 0.35 : rng.range(2, 6) * s))}`;
      px = nx;
    }
    return `${d} Q${r(right + 10 * s)},${r(bottom - 4 * s)} ${r(right)},${r(bottom)}Z`;
  };
  let crown = canopy(cx, cy + 8 * s, cw, rng.range(24, 32) * s);
  if (rng.chance(0.55)) {
    const w2 = cw * rng.range(0.45, 0.6);
    crown += canopy(cx + rng.range(-0.2, 0.2) * cw, cy - 12 * s, w2, rng.range(18, 24) * s);
  }
  return `<g fill="${color}"><path d="${trunk}"/><path d="${branches}" fill="none" stroke="${color}" stroke-width="${r(4.5 * s)}" stroke-linecap="round"/><path d="${crown}"/></g>`;
}

function baobab(rng: Rng, x: number, ground: number, s: number, color: string): string {
  const h = rng.range(125, 150) * s;
  const bw = rng.range(28, 34) * s;
  const tw = bw * 0.62;
  const top = ground - h;
  const trunk = `M${r(x - bw)},${r(ground)} C${r(x - bw * 1.15)},${r(ground - h * 0.5)} ${r(x - tw)},${r(top + h * 0.2)} ${r(x - tw)},${r(top)} L${r(x + tw)},${r(top)} C${r(x + tw)},${r(top + h * 0.2)} ${r(x + bw * 1.15)},${r(ground - h * 0.5)} ${r(x + bw)},${r(ground)}Z`;
  // A crown of short, thick, crooked branches, each ending in twigs and a few tufts of leaves.
  let branches = "";
  let twigs = "";
  let tufts = "";
  const n = rng.int(5, 7);
  for (let i = 0; i < n; i++) {
    const f = i / (n - 1) - 0.5;
    const bx = x + f * tw * 1.5;
    const a = -Math.PI / 2 + f * 2.3 + rng.range(-0.15, 0.15);
    const len = rng.range(42, 64) * s;
    const ex = bx + Math.cos(a) * len;
    const ey = top + 6 * s + Math.sin(a) * len;
    branches += `M${r(bx)},${r(top + 8 * s)} Q${r(bx + Math.cos(a) * len * 0.3)},${r(top - len * 0.45)} ${r(ex)},${r(ey)}`;
    for (const turn of [-0.55, 0.45]) {
      const ta = a + turn + rng.range(-0.2, 0.2);
      const tl = len * rng.range(0.4, 0.6);
      const tx = ex + Math.cos(ta) * tl;
      const ty = ey + Math.sin(ta) * tl;
      twigs += `M${r(ex)},${r(ey)} L${r(tx)},${r(ty)}`;
      if (rng.chance(0.7)) {
        tufts += `<ellipse cx="${r(tx)}" cy="${r(ty - 2 * s)}" rx="${r(rng.range(9, 14) * s)}" ry="${r(rng.range(5, 7) * s)}"/>`;
      }
    }
  }
  return `<g fill="${color}"><path d="${trunk}"/><path d="${branches}" fill="none" stroke="${color}" stroke-width="${r(10 * s)}" stroke-linecap="round"/><path d="${twigs}" fill="none" stroke="${color}" stroke-width="${r(4 * s)}" stroke-linecap="round"/>${tufts}</g>`;
}

/** A giraffe standing on (x, ground), `s` = 1 for about 108 px tall, facing right unless flipped. */
function giraffe(
  x: number,
  ground: number,
  s: number,
  color: string,
  flip: boolean,
  grazing: boolean,
): string {
  const body =
    "M-22,-58 C-10,-62 4,-66 12,-70 L30,-100 C32,-103 36,-103 38,-101 L46,-95 C47,-93 46,-91 44,-91 L36,-93 L20,-64 C22,-56 20,-48 14,-46 L-16,-46 C-22,-46 -25,-52 -22,-58Z";
  const lowered =
    "M-22,-58 C-10,-62 4,-66 12,-70 L36,-84 C39,-86 42,-84 43,-81 L50,-72 C51,-70 50,-68 48,-68 L41,-73 L20,-60 C22,-54 20,-48 14,-46 L-16,-46 C-22,-46 -25,-52 -22,-58Z";
  const horns = grazing ? "M39,-84 L41,-90 M42,-83 L45,-88" : "M33,-102 L32,-108 M36,-102 L36,-108";
  const legs =
    "M13,-48 L14,-24 L12,0 M18,-48 L19,-26 L19,0 M-17,-48 L-19,-26 L-16,0 M-12,-48 L-12,-24 L-10,0";
  const tail = "M-23,-56 Q-26,-46 -25,-36";
  return `<g transform="translate(${r(x)},${r(ground)}) scale(${r(flip ? -s : s)},${r(s)})" fill="${color}"><path d="${grazing ? lowered : body}"/><path d="${legs}" fill="none" stroke="${color}" stroke-width="3.4" stroke-linecap="round"/><path d="${horns} ${tail}" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round"/></g>`;
}

/** A zebra standing on (x, ground), about 50 px tall at s = 1, facing right unless flipped. */
function zebra(x: number, ground: number, s: number, color: string, stripe: string, flip: boolean): string {
  const body =
    "M-24,-40 C-24,-47 -18,-49 -10,-49 L12,-50 L24,-64 C26,-67 29,-67 31,-64 L38,-54 C39,-51 37,-49 35,-50 L28,-54 L22,-44 C21,-36 17,-33 12,-33 L-18,-33 C-23,-33 -24,-36 -24,-40Z";
  const legs = "M-18,-35 L-19,0 M-12,-35 L-11,0 M10,-35 L9,0 M15,-35 L16,0";
  const stripes =
    "M-16,-48 L-14,-34 M-8,-49 L-7,-34 M0,-49 L0,-34 M8,-50 L7,-34 M15,-51 L18,-40 M20,-57 L25,-50";
  return `<g transform="translate(${r(x)},${r(ground)}) scale(${r(flip ? -s : s)},${r(s)})"><path d="${body}" fill="${color}"/><path d="${legs}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round"/><path d="${stripes}" fill="none" stroke="${stripe}" stroke-width="2.6" stroke-linecap="round"/><path d="M-24,-42 Q-29,-34 -27,-26" fill="none" stroke="${color}" stroke-width="1.6"/></g>`;
}

/** A leaf or frond from (x, y) in direction `angle`, `length` long, bending down by `droop`. */
function leaf(x: number, y: number, angle: number, length: number, width: number, droop: number): string {
  const ex = x + Math.cos(angle) * length;
  const ey = y + Math.sin(angle) * length + droop;
  const mx = x + Math.cos(angle) * length * 0.55;
  const my = y + Math.sin(angle) * length * 0.55 - length * 0.1;
  const nx = -Math.sin(angle) * width;
  const ny = Math.cos(angle) * width;
  return `M${r(x)},${r(y)} Q${r(mx + nx)},${r(my + ny)} ${r(ex)},${r(ey)} Q${r(mx - nx)},${r(my - ny)} ${r(x)},${r(y)}Z`;
}

/** A palm frond from (x, y): a slender blade following a rib that arches up, then droops. */
function frond(x: number, y: number, angle: number, length: number, width: number, droop: number): string {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const ex = x + cos * length;
  const ey = y + sin * length + droop;
  const cx = x + cos * length * 0.5;
  const cy = y + sin * length * 0.5 - length * 0.12;
  const upper: [number, number][] = [];
  const lower: [number, number][] = [];
  const n = 12;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t ** 2 * ex;
    const py = (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t ** 2 * ey;
    const tx = 2 * (1 - t) * (cx - x) + 2 * t * (ex - cx);
    const ty = 2 * (1 - t) * (cy - y) + 2 * t * (ey - cy);
    const len = Math.hypot(tx, ty);
    const dx = tx / len;
    const dy = ty / len;
    const w = width * Math.sin(Math.PI * (0.1 + t * 0.9)) ** 0.7;
    // The blade hangs a little below its rib.
    const sag = w * 0.45;
    upper.push([px - dy * w, py + dx * w + sag]);
    lower.push([px + dy * w, py - dx * w + sag]);
  }
  return `M${r(x)},${r(y)} L${pts(upper)} L${r(ex)},${r(ey)} L${pts(lower.reverse())}Z`;
}

function palm(rng: Rng, x: number, ground: number, height: number, lean: number, color: string): string {
  const k = height / 400;
  const tx = x + lean;
  const ty = ground - height;
  const cx = x + lean * 0.15;
  const cy = ground - height * 0.55;
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t ** 2 * tx;
    const py = (1 - t) ** 2 * ground + 2 * (1 - t) * t * cy + t ** 2 * ty;
    const dx = 2 * (1 - t) * (cx - x) + 2 * t * (tx - cx);
    const dy = 2 * (1 - t) * (cy - ground) + 2 * t * (ty - cy);
    const len = Math.hypot(dx, dy);
    const w = (15 - 7 * t) * k;
    left.push([px - (dy / len) * w, py + (dx / len) * w]);
    right.push([px + (dy / len) * w, py - (dx / len) * w]);
  }
  let d = `M${pts(left)} L${pts(right.reverse())}Z`;
  const angles = [-172, -146, -118, -92, -64, -36, -10, 14, 166];
  for (const a of angles) {
    const angle = ((a + rng.range(-7, 7)) * Math.PI) / 180;
    const side = Math.abs(Math.cos(angle));
    const length = rng.range(160, 190) * k * (0.75 + 0.3 * side);
    d += frond(tx, ty, angle, length, length * 0.075, length * (0.2 + 0.55 * side));
  }
  const nuts = [-9, 1, 10]
    .map((o, i) => `<circle cx="${r(tx + o * k)}" cy="${r(ty + (9 + (i % 2) * 5) * k)}" r="${r(6.5 * k)}"/>`)
    .join("");
  return `<g fill="${color}"><path d="${d}"/>${nuts}</g>`;
}

function bananaPlant(rng: Rng, x: number, ground: number, s: number, color: string): string {
  const top = ground - 70 * s;
  let d = `M${r(x - 7 * s)},${r(ground)} L${r(x - 5 * s)},${r(top)} L${r(x + 5 * s)},${r(top)} L${r(x + 7 * s)},${r(ground)}Z`;
  for (const a of [-150, -115, -80, -50, -20]) {
    const angle = ((a + rng.range(-10, 10)) * Math.PI) / 180;
    const length = rng.range(60, 85) * s;
    d += leaf(x, top, angle, length, 14 * s, length * 0.35 * Math.abs(Math.cos(angle)));
  }
  return `<path d="${d}" fill="${color}"/>`;
}

function roundTree(rng: Rng, x: number, ground: number, s: number, color: string): string {
  const h = rng.range(60, 90) * s;
  const rad = rng.range(20, 28) * s;
  return `<g fill="${color}"><rect x="${r(x - 2.5 * s)}" y="${r(ground - h)}" width="${r(5 * s)}" height="${r(h)}"/><circle cx="${r(x)}" cy="${r(ground - h)}" r="${r(rad)}"/><circle cx="${r(x - rad * 0.7)}" cy="${r(ground - h + rad * 0.45)}" r="${r(rad * 0.75)}"/><circle cx="${r(x + rad * 0.7)}" cy="${r(ground - h + rad * 0.4)}" r="${r(rad * 0.8)}"/></g>`;
}

/** A dead camel-thorn tree as in Deadvlei: branching, twisted, bare. */
function deadTree(rng: Rng, x: number, ground: number, s: number, color: string): string {
  let out = "";
  const grow = (x0: number, y0: number, angle: number, len: number, width: number, depth: number) => {
    const x1 = x0 + Math.cos(angle) * len;
    const y1 = y0 + Math.sin(angle) * len;
    const bend = rng.range(-0.25, 0.25) * len * (depth === 5 ? 0.3 : 1);
    out += `<path d="M${r(x0)},${r(y0)} Q${r((x0 + x1) / 2 - Math.sin(angle) * bend)},${r((y0 + y1) / 2 + Math.cos(angle) * bend)} ${r(x1)},${r(y1)}" stroke-width="${r(width)}"/>`;
    if (depth === 0) return;
    const n = depth >= 3 ? 2 : rng.int(1, 2);
    for (let i = 0; i < n; i++) {
      const spread = n === 1 ? rng.range(-0.5, 0.5) : (i === 0 ? -1 : 1) * rng.range(0.35, 0.7);
      const next = angle + spread;
      // Keep branches pointing upwards.
      const clamped = Math.min(-0.15, Math.max(-Math.PI + 0.15, next));
      grow(x1, y1, clamped, len * rng.range(0.62, 0.82), width * 0.62, depth - 1);
    }
  };
  grow(x, ground, -Math.PI / 2 + rng.range(-0.25, 0.25), 62 * s, 12 * s, 5);
  return `<g fill="none" stroke="${color}" stroke-linecap="round">${out}</g>`;
}

/** Its shadow, thrown on the ground away from the light. */
function groundShadow(content: string, x: number, ground: number, sunLeft: boolean, color: string): string {
  const skew = sunLeft ? 1.6 : -1.6;
  return `<g transform="translate(${r(x)},${r(ground)}) matrix(1,0,${skew},-0.22,0,0) translate(${r(-x)},${r(-ground)})" opacity="0.22">${content.replaceAll(/(fill|stroke)="#[0-9a-f]{6}"/g, `$1="${color}"`)}</g>`;
}

/** An earthen kasbah: tapered towers with crenellations and small windows. */
function kasbah(
  sc: Scene,
  x: number,
  ground: number,
  s: number,
  lit: string,
  shade: string,
  dark: string,
): string {
  const { rng } = sc;
  const blocks: { x: number; w: number; h: number }[] = [
    { x: -190, w: 62, h: rng.range(170, 200) },
    { x: 120, w: 60, h: rng.range(180, 215) },
    { x: -70, w: 190, h: rng.range(105, 125) },
    { x: -150, w: 120, h: rng.range(80, 95) },
    { x: 40, w: 110, h: rng.range(120, 140) },
    { x: -20, w: 66, h: rng.range(150, 175) },
  ];
  let out = "";
  for (const b of blocks.sort((a, c) => c.h - a.h)) {
    const bx = x + b.x * s;
    const w = b.w * s;
    const h = b.h * s;
    const inset = w * 0.07;
    const top = ground - h;
    const side = w * 0.22;
    // Front face, tapered.
    out += `<path d="M${r(bx)},${r(ground)} L${r(bx + inset)},${r(top)} L${r(bx + w - inset)},${r(top)} L${r(bx + w)},${r(ground)}Z" fill="${lit}"/>`;
    // The face away from the light.
    const sx = sc.sunLeft ? bx + w - side : bx;
    out += sc.sunLeft
      ? `<path d="M${r(sx)},${r(ground)} L${r(sx + inset * 0.4)},${r(top)} L${r(bx + w - inset)},${r(top)} L${r(bx + w)},${r(ground)}Z" fill="${shade}"/>`
      : `<path d="M${r(bx)},${r(ground)} L${r(bx + inset)},${r(top)} L${r(bx + side - inset * 0.4)},${r(top)} L${r(bx + side)},${r(ground)}Z" fill="${shade}"/>`;
    // Crenellations.
    const m = 7 * s;
    let crenels = "";
    for (let cx = bx + inset; cx + m <= bx + w - inset + 0.1; cx += m * 2) {
      crenels += `<rect x="${r(cx)}" y="${r(top - m * 1.2)}" width="${r(m)}" height="${r(m * 1.2 + 1)}"/>`;
    }
    out += `<g fill="${lit}">${crenels}</g>`;
    // A band of triangular decoration under the top of towers, and windows.
    let marks = "";
    if (b.w < 80) {
      const by = top + 16 * s;
      for (let cx = bx + inset + 4 * s; cx + 8 * s <= bx + w - inset; cx += 10 * s) {
        marks += `<path d="M${r(cx)},${r(by)} L${r(cx + 4 * s)},${r(by + 7 * s)} L${r(cx + 8 * s)},${r(by)}Z"/>`;
      }
    }
    const rows = Math.floor((h - 40 * s) / (34 * s));
    for (let row = 0; row < rows; row++) {
      const wy = top + 34 * s + row * 34 * s;
      const cols = Math.max(1, Math.floor((w - 20 * s) / (26 * s)));
      for (let col = 0; col < cols; col++) {
        if (rng.chance(0.35)) continue;
        const wx = bx + (w - (cols - 1) * 26 * s) / 2 + col * 26 * s;
        marks += `<rect x="${r(wx - 3 * s)}" y="${r(wy)}" width="${r(6 * s)}" height="${r(11 * s)}" rx="${r(3 * s)}"/>`;
      }
    }
    out += `<g fill="${dark}" opacity="0.8">${marks}</g>`;
  }
  return out;
}

function lighthouse(
  sc: Scene,
  x: number,
  ground: number,
  s: number,
  body: string,
  stripe: string,
  dark: string,
): string {
  const h = 210 * s;
  const bw = 22 * s;
  const tw = 14 * s;
  const top = ground - h;
  const half = (y: number) => bw + ((tw - bw) * (ground - y)) / h;
  let out = `<path d="M${r(x - bw)},${r(ground)} L${r(x - tw)},${r(top)} L${r(x + tw)},${r(top)} L${r(x + bw)},${r(ground)}Z" fill="${body}"/>`;
  for (let i = 0; i < 3; i++) {
    const y1 = ground - h * (0.12 + i * 0.3);
    const y2 = y1 - h * 0.13;
    out += `<path d="M${r(x - half(y1))},${r(y1)} L${r(x - half(y2))},${r(y2)} L${r(x + half(y2))},${r(y2)} L${r(x + half(y1))},${r(y1)}Z" fill="${stripe}"/>`;
  }
  const lit = sc.time.light < 0.8;
  const lamp = lit ? "#fff1b8" : mix(body, sc.time.sky[1], 0.4);
  if (lit) {
    const beam = sc.svg.vertical(top - 40 * s, top, [
      [0, "#fff6cf", 0.35],
      [1, "#fff6cf", 0.35],
    ]);
    const dir = sc.sunLeft ? 1 : -1;
    out += `<path d="M${r(x)},${r(top - 22 * s)} L${r(x + dir * 520 * s)},${r(top - 70 * s)} L${r(x + dir * 520 * s)},${r(top + 10 * s)}Z" fill="${beam}" opacity="0.5"/>`;
  }
  out += `<rect x="${r(x - 19 * s)}" y="${r(top - 5 * s)}" width="${r(38 * s)}" height="${r(6 * s)}" fill="${dark}"/>`;
  out += `<rect x="${r(x - 10 * s)}" y="${r(top - 26 * s)}" width="${r(20 * s)}" height="${r(21 * s)}" fill="${lamp}"/>`;
  out += `<path d="M${r(x - 10 * s)},${r(top - 25 * s)} L${r(x - 10 * s)},${r(top - 5 * s)} M${r(x)},${r(top - 25 * s)} L${r(x)},${r(top - 5 * s)} M${r(x + 10 * s)},${r(top - 25 * s)} L${r(x + 10 * s)},${r(top - 5 * s)}" stroke="${dark}" stroke-width="${r(2 * s)}"/>`;
  out += `<path d="M${r(x - 13 * s)},${r(top - 25 * s)} Q${r(x)},${r(top - 44 * s)} ${r(x + 13 * s)},${r(top - 25 * s)}Z" fill="${dark}"/>`;
  return out;
}

function pirogue(x: number, y: number, len: number, hull: string, band: string, flip: boolean): string {
  const f = flip ? -1 : 1;
  const a: [number, number] = [x - (f * len) / 2, y - len * 0.11];
  const b: [number, number] = [x + (f * len) / 2, y - len * 0.14];
  const shape = `M${r(a[0])},${r(a[1])} Q${r(x)},${r(y - len * 0.01)} ${r(b[0])},${r(b[1])} C${r(x + f * len * 0.36)},${r(y + len * 0.13)} ${r(x - f * len * 0.36)},${r(y + len * 0.13)} ${r(a[0])},${r(a[1])}Z`;
  const stripe = `M${r(x - f * len * 0.45)},${r(y - len * 0.075)} Q${r(x)},${r(y + len * 0.025)} ${r(x + f * len * 0.45)},${r(y - len * 0.095)} L${r(x + f * len * 0.42)},${r(y - len * 0.05)} Q${r(x)},${r(y + len * 0.06)} ${r(x - f * len * 0.42)},${r(y - len * 0.035)}Z`;
  const line = `M${r(x - f * len * 0.4)},${r(y - len * 0.01)} Q${r(x)},${r(y + len * 0.085)} ${r(x + f * len * 0.4)},${r(y - len * 0.02)}`;
  return `<ellipse cx="${r(x)}" cy="${r(y + len * 0.1)}" rx="${r(len * 0.46)}" ry="${r(len * 0.03)}" fill="#000" opacity="0.14"/><path d="${shape}" fill="${hull}"/><path d="${stripe}" fill="${band}"/><path d="${line}" fill="none" stroke="#ffffff" stroke-width="${r(len * 0.012)}" opacity="0.6"/>`;
}

function fort(x: number, ground: number, s: number, wall: string, shade: string, dark: string): string {
  let out = `<rect x="${r(x - 90 * s)}" y="${r(ground - 46 * s)}" width="${r(180 * s)}" height="${r(46 * s)}" fill="${wall}"/>`;
  out += `<rect x="${r(x + 40 * s)}" y="${r(ground - 78 * s)}" width="${r(44 * s)}" height="${r(78 * s)}" fill="${wall}"/>`;
  out += `<rect x="${r(x + 70 * s)}" y="${r(ground - 78 * s)}" width="${r(14 * s)}" height="${r(78 * s)}" fill="${shade}"/>`;
  let crenels = "";
  for (let cx = x - 90 * s; cx < x + 40 * s; cx += 14 * s) {
    crenels += `<rect x="${r(cx)}" y="${r(ground - 53 * s)}" width="${r(7 * s)}" height="${r(8 * s)}"/>`;
  }
  for (let cx = x + 40 * s; cx < x + 84 * s; cx += 12 * s) {
    crenels += `<rect x="${r(cx)}" y="${r(ground - 85 * s)}" width="${r(6 * s)}" height="${r(8 * s)}"/>`;
  }
  let windows = "";
  for (let i = 0; i < 6; i++) {
    windows += `<rect x="${r(x - 78 * s + i * 20 * s)}" y="${r(ground - 30 * s)}" width="${r(6 * s)}" height="${r(10 * s)}"/>`;
  }
  windows += `<rect x="${r(x + 52 * s)}" y="${r(ground - 62 * s)}" width="${r(8 * s)}" height="${r(12 * s)}"/>`;
  return `${out}<g fill="${wall}">${crenels}</g><g fill="${dark}" opacity="0.7">${windows}</g>`;
}

/** The sea from the horizon down to `bottom`, with the light of the sun or moon on it. */
function sea(sc: Scene, base: string, bottom: number): void {
  const { svg, time, rng } = sc;
  const far = mix(mix(base, time.sky[2], 0.55), time.tint, time.tintAmount);
  const near = mix(mix(base, "#0b1830", 1 - time.light), time.tint, time.tintAmount * 0.5);
  svg.add(
    `<rect x="0" y="${r(sc.horizon)}" width="${W}" height="${r(bottom - sc.horizon + 2)}" fill="${svg.vertical(
      sc.horizon,
      bottom,
      [
        [0, far],
        [1, near],
      ],
    )}"/>`,
  );
  let glints = "";
  const low = sc.sunY > sc.horizon * 0.6;
  for (let i = 0; i < 16; i++) {
    const t = i / 15;
    const y = sc.horizon + 4 + (bottom - sc.horizon - 10) * t ** 1.6;
    const w = (low ? 60 : 30) * (1 + t * 2.5) * rng.range(0.5, 1.2);
    const x = sc.sunX + rng.range(-1, 1) * w * 0.4;
    glints += `<rect x="${r(x - w / 2)}" y="${r(y)}" width="${r(w)}" height="${r(2 + t * 4)}" rx="${r(1 + t * 2)}" opacity="${r((low ? 0.75 : 0.45) * (1 - t * 0.7))}"/>`;
  }
  for (let i = 0; i < 18; i++) {
    const t = rng.next();
    const y = sc.horizon + 6 + (bottom - sc.horizon) * t ** 1.4;
    const w = rng.range(20, 70) * (0.5 + t);
    glints += `<rect x="${r(rng.range(0, W))}" y="${r(y)}" width="${r(w)}" height="${r(1.5 + t * 2)}" rx="1" opacity="${r(0.12 + 0.12 * t)}"/>`;
  }
  svg.add(`<g fill="${time.disc}">${glints}</g>`);
}

// ---------------------------------------------------------------------------------------------
// Landscapes

function savannah(name: string, destination: string): Svg {
  const sc = newScene(name, ["golden", "sunset", "dawn", "morning", "golden"], [560, 640]);
  const { rng, svg, horizon } = sc;
  drawSky(sc);
  drawBirds(sc, land(sc, "#3a2a22", 0.6));
  if (destination === "tanzania" ? rng.chance(0.75) : rng.chance(0.12)) {
    // A broad, snow-capped volcano on the horizon.
    const mx = rng.range(0.3, 0.7) * W;
    const mh = rng.range(170, 220);
    svg.add(
      `<path d="${conePath(mx, horizon + 10, rng.range(520, 640), mh, rng.range(90, 130))}" fill="${land(sc, "#6f6b98", 0.12)}"/>`,
    );
    const snow = mix("#ffffff", sc.time.sky[2], 0.45);
    const top = horizon + 10 - mh;
    svg.add(
      `<path d="M${r(mx - 150)},${r(top + 30)} L${r(mx - 100)},${r(top + 4)} L${r(mx + 110)},${r(top + 2)} L${r(mx + 160)},${r(top + 26)} L${r(mx + 120)},${r(top + 22)} L${r(mx + 90)},${r(top + 38)} L${r(mx + 50)},${r(top + 20)} L${r(mx + 10)},${r(top + 34)} L${r(mx - 30)},${r(top + 18)} L${r(mx - 70)},${r(top + 36)} L${r(mx - 110)},${r(top + 22)}Z" fill="${snow}"/>`,
    );
  } else {
    fillRidge(
      sc,
      ridge(rng, horizon - 40, 50, { waves: 1 }),
      land(sc, "#7a7096", 0.12),
      land(sc, "#7a7096", 0.2),
      horizon - 100,
      horizon,
    );
  }
  mist(sc, horizon, 30, 0.5);
  const far = ridge(rng, horizon + 8, 10, { waves: 2 });
  fillRidge(sc, far, land(sc, "#c89c58", 0.3), land(sc, "#c89c58", 0.4), horizon, horizon + 60);
  let distant = "";
  for (let i = 0, n = rng.int(4, 7); i < n; i++) {
    const x = rng.range(0, W);
    distant += acacia(rng, x, far.y(x) + 2, rng.range(0.18, 0.3), land(sc, "#4a3a26", 0.32));
  }
  svg.add(distant);
  const mid = ridge(rng, horizon + 70, 16, { waves: 1.5 });
  // Giraffes or zebras walk on the middle plain.
  let herd = "";
  const herdX = rng.range(0.25, 0.75) * W;
  const ink = land(sc, "#3b2a1c", 0.6);
  const flip = rng.chance(0.5);
  if (destination === "tanzania" && rng.chance(0.5)) {
    for (let i = 0, n = rng.int(4, 6); i < n; i++) {
      const x = herdX + (i - n / 2) * rng.range(40, 60);
      herd += zebra(
        x,
        mid.y(x) + 16,
        rng.range(0.55, 0.7),
        ink,
        land(sc, "#f4ead8", 0.6),
        rng.chance(0.8) === flip,
      );
    }
  } else {
    for (let i = 0, n = rng.int(2, 3); i < n; i++) {
      const x = herdX + (i - n / 2) * rng.range(70, 110);
      herd += giraffe(
        x,
        mid.y(x) + 14,
        rng.range(0.75, 1.05) * (i === 0 ? 1.1 : 1),
        ink,
        flip,
        rng.chance(0.3),
      );
    }
  }
  svg.add(herd);
  fillRidge(sc, mid, land(sc, "#c08a41", 0.55), land(sc, "#b17a36", 0.65), horizon + 50, horizon + 160);
  const near = ridge(rng, horizon + 220, 30, { waves: 1 });
  const treeInk = land(sc, "#33261a", 0.9);
  const bigX = sc.sunLeft ? rng.range(0.62, 0.9) * W : rng.range(0.1, 0.38) * W;
  if (rng.chance(0.25)) {
    svg.add(baobab(rng, bigX, near.y(bigX) + 10, rng.range(1.8, 2.2), land(sc, "#3a2a1e", 0.85)));
  } else {
    svg.add(acacia(rng, bigX, near.y(bigX) + 10, rng.range(1.7, 2.2), treeInk));
  }
  const smallX = bigX + (sc.sunLeft ? -1 : 1) * rng.range(260, 420);
  svg.add(acacia(rng, smallX, mid.y(smallX) + 40, rng.range(0.6, 0.8), land(sc, "#3a2a1e", 0.7)));
  fillRidge(sc, near, land(sc, "#a8722f", 0.8), land(sc, "#8c5c28", 1), horizon + 180, H);
  // Grass tufts in front.
  let grass = "";
  for (let i = 0; i < 60; i++) {
    const x = rng.range(0, W);
    const y = near.y(x) + rng.range(20, H - near.y(x));
    const h = rng.range(10, 22) * (0.6 + (y - horizon) / 500);
    grass += `M${r(x - 4)},${r(y)} L${r(x - 1)},${r(y - h)} L${r(x + 1)},${r(y - h * 0.5)} L${r(x + 3)},${r(y - h * 0.9)} L${r(x + 5)},${r(y)}Z`;
  }
  svg.add(`<path d="${grass}" fill="${land(sc, "#6f4a22", 1)}" opacity="0.55"/>`);
  return svg;
}

function desertKasbah(name: string): Svg {
  const sc = newScene(name, ["golden", "sunset", "morning", "twilight", "golden"], [580, 640]);
  const { rng, svg, horizon } = sc;
  drawSky(sc);
  const atlas = ridge(rng, horizon - 90, 110, { jagged: true, waves: 1.2 });
  fillRidge(sc, atlas, land(sc, "#8a6670", 0.22), land(sc, "#8a6670", 0.3), horizon - 200, horizon);
  mist(sc, horizon - 10, 40, 0.35);
  const hills = ridge(rng, horizon - 10, 30, { waves: 1.3 });
  fillRidge(sc, hills, land(sc, "#b97c5a", 0.3), land(sc, "#b97c5a", 0.4), horizon - 40, horizon + 40);
  const plateau = ridge(rng, horizon + 70, 12, { waves: 0.8 });
  const kx = rng.range(0.38, 0.62) * W;
  const ks = rng.range(1.3, 1.6);
  const palmInk = land(sc, "#2f4a2c", 0.55);
  let palmsBehind = "";
  for (let i = 0, n = rng.int(2, 4); i < n; i++) {
    const x = kx + rng.range(-320, 320);
    palmsBehind += palm(
      rng,
      x,
      plateau.y(x) - 4,
      rng.range(200, 260),
      rng.range(-30, 30),
      land(sc, "#2f4a2c", 0.45),
    );
  }
  svg.add(palmsBehind);
  svg.add(
    kasbah(
      sc,
      kx,
      plateau.y(kx) + 6,
      ks,
      land(sc, "#c97a4c", 0.6),
      land(sc, "#8e4a2c", 0.6),
      land(sc, "#4a2416", 0.7),
    ),
  );
  fillRidge(sc, plateau, land(sc, "#c98e5c", 0.55), land(sc, "#c08452", 0.65), horizon + 50, horizon + 140);
  let palmsFront = "";
  for (let i = 0, n = rng.int(3, 5); i < n; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = kx + side * rng.range(200, 420);
    palmsFront += palm(rng, x, plateau.y(x) + 16, rng.range(180, 250), side * rng.range(5, 40), palmInk);
  }
  svg.add(palmsFront);
  // Smooth dunes in front, lit on one side.
  const dune1 = ridge(rng, horizon + 200, 50, { waves: 0.7 });
  fillRidge(sc, dune1, land(sc, "#e3b070", 0.75), land(sc, "#d49a5a", 0.85), horizon + 130, H);
  const dune2 = ridge(rng, H - 90, 60, { waves: 0.6 });
  fillRidge(sc, dune2, land(sc, "#d39658", 0.9), land(sc, "#bb7c44", 1), H - 180, H);
  if (rng.chance(0.5)) {
    const x = sc.sunLeft ? rng.range(0.86, 0.98) * W : rng.range(0.02, 0.14) * W;
    svg.add(
      palm(
        rng,
        x,
        H + 40,
        rng.range(620, 720),
        (sc.sunLeft ? -1 : 1) * rng.range(60, 120),
        land(sc, "#26331f", 1),
      ),
    );
  }
  return svg;
}

function redDunes(name: string): Svg {
  const sc = newScene(name, ["morning", "golden", "dawn", "morning"], [560, 620]);
  const { rng, svg, horizon } = sc;
  drawSky(sc);
  const base = horizon + rng.range(130, 170);
  /**
   * A dune with its long windward slope in the sun and its steep slip face in shadow, split by a
   * sinuous knife-edge crest. Drawn lit from the left, mirrored when the sun is on the right.
   */
  const dune = (px: number, h: number, depth: number) => {
    const py = base - h;
    const lx = px - h * rng.range(2.2, 2.8);
    const rx = px + h * rng.range(1.1, 1.5);
    const lit = land(sc, "#e2743a", depth);
    const shadow = land(sc, "#8f3322", depth);
    const outline = `M${r(lx)},${r(base)} C${r(lx + (px - lx) * 0.5)},${r(base - h * 0.08)} ${r(px - (px - lx) * 0.28)},${r(py + h * 0.08)} ${r(px)},${r(py)} C${r(px + (rx - px) * 0.3)},${r(py + h * 0.42)} ${r(rx - (rx - px) * 0.3)},${r(base - h * 0.02)} ${r(rx)},${r(base)}Z`;
    const foot = px + h * rng.range(-0.5, 0.1);
    const face = `M${r(px)},${r(py)} C${r(px + (rx - px) * 0.3)},${r(py + h * 0.42)} ${r(rx - (rx - px) * 0.3)},${r(base - h * 0.02)} ${r(rx)},${r(base)} L${r(foot)},${r(base)} C${r(foot + h * 0.45)},${r(base - h * 0.3)} ${r(px - h * 0.25)},${r(py + h * 0.45)} ${r(px)},${r(py)}Z`;
    const fill = svg.vertical(py, base, [
      [0, mix(lit, "#ffd6a8", 0.14)],
      [1, lit],
    ]);
    const mirror = sc.sunLeft ? "" : ` transform="matrix(-1,0,0,1,${r(2 * px)},0)"`;
    return `<g${mirror}><path d="${outline}" fill="${fill}"/><path d="${face}" fill="${shadow}"/></g>`;
  };
  const far = ridge(rng, horizon + 10, 40, { jagged: true, waves: 1.5 });
  fillRidge(sc, far, land(sc, "#d88a5c", 0.14), land(sc, "#d88a5c", 0.22), horizon - 60, horizon + 40);
  mist(sc, horizon + 20, 30, 0.35);
  // Rows of dunes, each closer and taller: a few far ones, then two or three big ones.
  for (let i = 0, n = rng.int(3, 4); i < n; i++) {
    svg.add(dune(((i + rng.range(0.1, 0.9)) / n) * W, rng.range(90, 150), 0.32));
  }
  mist(sc, base - 10, 40, 0.2);
  const bigX = rng.range(0.3, 0.7) * W;
  const second = bigX < W / 2 ? bigX + rng.range(480, 640) : bigX - rng.range(420, 560);
  svg.add(dune(second, rng.range(160, 230), 0.6), dune(bigX, rng.range(300, 380), 0.8));
  // The white clay pan of Deadvlei with its dead trees.
  const pan = ridge(rng, base + 6, 6, { waves: 2 });
  fillRidge(sc, pan, land(sc, "#ede2cc", 0.8), land(sc, "#dccaa8", 1), base, H);
  let patches = "";
  for (let i = 0; i < 6; i++) {
    const y = rng.range(base + 40, H);
    patches += `<ellipse cx="${r(rng.range(0, W))}" cy="${r(y)}" rx="${r(rng.range(80, 220) * (y / H))}" ry="${r(rng.range(6, 14) * (y / H))}"/>`;
  }
  svg.add(`<g fill="${land(sc, "#c2aa84", 0.9)}" opacity="0.35">${patches}</g>`);
  const ink = land(sc, "#2a1812", 0.95);
  const shadowInk = land(sc, "#5a4030", 0.9);
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const x = ((i + rng.range(0.15, 0.85)) / count) * W;
    const near = i === (sc.sunLeft ? count - 1 : 0);
    const ground = near ? H - rng.range(40, 80) : pan.y(x) + rng.range(30, 110);
    const s = 0.7 + ((ground - base) / (H - base)) * 1.5;
    const tree = deadTree(rng, x, ground, s, ink);
    svg.add(groundShadow(tree, x, ground, sc.sunLeft, shadowInk), tree);
  }
  return svg;
}

function greenHills(name: string, destination: string): Svg {
  const sc = newScene(name, ["morning", "dawn", "golden", "morning"], [500, 560]);
  const { rng, svg, horizon } = sc;
  drawSky(sc);
  drawBirds(sc, land(sc, "#2a3a30", 0.5));
  // Volcanoes of the Virunga on the horizon.
  const volcanoes = rng.int(2, 3);
  for (let i = 0; i < volcanoes; i++) {
    const x = ((i + rng.range(0.2, 0.8)) / volcanoes) * W;
    const h = rng.range(150, 250);
    svg.add(
      `<path d="${conePath(x, horizon + 30, h * 2.4, h, h * 0.18)}" fill="${land(sc, "#4e6a86", 0.08 + i * 0.04)}"/>`,
    );
    if (destination === "democratic-republic-of-the-congo" && i === 0) {
      let plume = "";
      for (let k = 0; k < 5; k++) {
        plume += `<ellipse cx="${r(x + k * 26)}" cy="${r(horizon + 30 - h - 22 - k * 22)}" rx="${r(26 + k * 10)}" ry="${r(16 + k * 4)}"/>`;
      }
      svg.add(`<g fill="${mix("#ffffff", sc.time.sky[1], 0.4)}" opacity="0.45">${plume}</g>`);
    }
  }
  mist(sc, horizon + 20, 50, 0.6);
  // Rows of terraced hills, each row closer and greener.
  const rows = [
    { y: horizon + 70, h: [70, 110], w: [180, 260], depth: 0.3 },
    { y: horizon + 130, h: [80, 130], w: [200, 300], depth: 0.5 },
  ];
  for (const row of rows) {
    const n = Math.ceil(W / (row.w[0] ?? 200)) + 1;
    for (let i = 0; i < n; i++) {
      const cx = ((i + rng.range(-0.3, 0.3)) / (n - 1)) * W;
      const w = rng.range(row.w[0] ?? 200, row.w[1] ?? 300);
      const h = rng.range(row.h[0] ?? 80, row.h[1] ?? 120);
      svg.add(terracedHill(sc, cx, row.y, w, h, row.depth));
    }
    mist(sc, row.y, 26, 0.45);
  }
  // A lake, then near hills rising from the sides.
  const lakeTop = horizon + 140;
  const lakeBottom = lakeTop + rng.range(120, 170);
  svg.add(
    `<rect x="0" y="${r(lakeTop)}" width="${W}" height="${r(H - lakeTop)}" fill="${svg.vertical(
      lakeTop,
      lakeBottom,
      [
        [0, mix(sc.time.sky[2], "#8fb8c8", 0.35)],
        [1, mix(sc.time.sky[1], "#3f7f96", 0.5)],
      ],
    )}"/>`,
  );
  let ripples = "";
  for (let i = 0; i < 22; i++) {
    const y = rng.range(lakeTop + 6, lakeBottom);
    ripples += `<rect x="${r(rng.range(0, W))}" y="${r(y)}" width="${r(rng.range(30, 110))}" height="2" rx="1"/>`;
  }
  svg.add(`<g fill="#ffffff" opacity="0.3">${ripples}</g>`);
  const near = ridge(rng, lakeBottom + 40, 70, { waves: 0.8 });
  // The near shore: a green bank with banana plants and trees.
  svg.add(
    terracedHill(
      sc,
      sc.sunLeft ? W * 0.95 : W * 0.05,
      lakeBottom + 20,
      rng.range(380, 480),
      rng.range(200, 260),
      0.7,
    ),
  );
  fillRidge(sc, near, land(sc, "#4f8f3e", 0.85), land(sc, "#3a7432", 1), lakeBottom - 40, H);
  let trees = "";
  const ink = land(sc, "#1f4a26", 1);
  for (let i = 0, n = rng.int(5, 8); i < n; i++) {
    const x = rng.range(0, W);
    const ground = near.y(x) + rng.range(30, 110);
    const s = rng.range(1, 1.6);
    trees += rng.chance(0.6) ? bananaPlant(rng, x, ground, s, ink) : roundTree(rng, x, ground, s * 1.1, ink);
  }
  svg.add(trees);
  return svg;
}

function terracedHill(sc: Scene, cx: number, base: number, w: number, h: number, depth: number): string {
  const { svg, rng } = sc;
  const hue = rng.pick(["#5f9a48", "#6fa552", "#558f43", "#7aa84e"] as const);
  const d = hillPath(cx, base, w, h);
  const clip = svg.clip(d);
  const fill = svg.vertical(base - h, base, [
    [0, land(sc, mix(hue, "#d8e6a0", 0.2), depth)],
    [1, land(sc, hue, depth)],
  ]);
  let lines = "";
  const rows = Math.round(h / 14);
  for (let k = 1; k <= rows; k++) {
    const dy = k * (h / rows) * 0.95;
    lines += `M${r(cx - w)},${r(base + dy)} C${r(cx - w * 0.5)},${r(base + dy)} ${r(cx - w * 0.42)},${r(base - h + dy)} ${r(cx)},${r(base - h + dy)} C${r(cx + w * 0.42)},${r(base - h + dy)} ${r(cx + w * 0.5)},${r(base + dy)} ${r(cx + w)},${r(base + dy)}`;
  }
  // The side away from the sun darkens gradually.
  const shade = svg.horizontal(
    sc.sunLeft
      ? [
          [0, "#10301a", 0],
          [1, "#10301a", 0.22],
        ]
      : [
          [0, "#10301a", 0.22],
          [1, "#10301a", 0],
        ],
  );
  const shadeX = sc.sunLeft ? cx - w * 0.2 : cx - w;
  return `<path d="${d}" fill="${fill}"/><g clip-path="${clip}"><path d="${lines}" fill="none" stroke="${land(sc, "#2f5a26", depth)}" stroke-width="2.4" opacity="0.35"/><rect x="${r(shadeX)}" y="${r(base - h)}" width="${r(w * 1.2)}" height="${r(h)}" fill="${shade}"/></g>`;
}

function coast(name: string, destination: string): Svg {
  const sc = newScene(name, ["sunset", "morning", "golden", "dawn", "sunset"], [540, 600]);
  const { rng, svg, horizon } = sc;
  drawSky(sc);
  drawBirds(sc, land(sc, "#2a2a3a", 0.5));
  if (destination === "cape-verde" || rng.chance(0.25)) {
    const x = rng.range(0.15, 0.85) * W;
    const h = rng.range(110, 170);
    svg.add(
      `<path d="${conePath(x, horizon + 2, h * 3, h, h * 0.12)}" fill="${land(sc, "#5d5f7e", 0.14)}"/>`,
    );
  }
  sea(sc, "#1f6f94", H);
  // The palms stand on the side away from the sun, where the beach is wide.
  const palmsLeft = !sc.sunLeft;
  const hx = palmsLeft ? W * rng.range(0.82, 0.95) : W * rng.range(0.05, 0.18);
  const headland = hillPath(hx, horizon + 2, rng.range(260, 360), rng.range(40, 70));
  svg.add(`<path d="${headland}" fill="${land(sc, "#3f5f44", 0.3)}"/>`);
  if (destination === "ghana" || (destination !== "cape-verde" && rng.chance(0.3))) {
    svg.add(
      fort(
        hx,
        horizon - 30,
        rng.range(0.5, 0.65),
        land(sc, "#f2ede2", 0.4),
        land(sc, "#c9c2b4", 0.4),
        land(sc, "#4a3a30", 0.4),
      ),
    );
  }
  // Small boats far out.
  let boats = "";
  for (let i = 0, n = rng.int(1, 3); i < n; i++) {
    boats += pirogue(
      rng.range(0.1, 0.9) * W,
      horizon + rng.range(30, 90),
      rng.range(40, 60),
      land(sc, "#2b2a35", 0.5),
      land(sc, "#a04030", 0.5),
      rng.chance(0.5),
    );
  }
  svg.add(boats);
  // The beach: a curved shore, wide on the palms' side, with wet sand and a line of foam.
  const wide = H - rng.range(300, 360);
  const narrow = H - rng.range(70, 130);
  const [ya, yb] = palmsLeft ? [wide, narrow] : [narrow, wide];
  const shore = (dy: number) =>
    `M-10,${r(ya + dy)} C${r(W * 0.35)},${r(ya + dy + (yb - ya) * 0.1)} ${r(W * 0.6)},${r(yb + dy - (yb - ya) * 0.15)} ${W + 10},${r(yb + dy)}`;
  const shoreY = (x: number) => {
    const t = x / W;
    return ya + (yb - ya) * (3 * (1 - t) * t ** 2 * 0.85 + 3 * (1 - t) ** 2 * t * 0.1 + t ** 3);
  };
  svg.add(`<path d="${shore(-12)} L${W + 10},${H + 4} L-10,${H + 4}Z" fill="${land(sc, "#c9b48c", 0.8)}"/>`);
  svg.add(`<path d="${shore(-12)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.55"/>`);
  svg.add(
    `<path d="${shore(0)} L${W + 10},${H + 4} L-10,${H + 4}Z" fill="${svg.vertical(Math.min(ya, yb), H, [
      [0, land(sc, "#efd4a2", 0.8)],
      [1, land(sc, "#e6c48e", 0.95)],
    ])}"/>`,
  );
  const ink = land(sc, "#1d3a2a", 0.95);
  const lean = palmsLeft ? 1 : -1;
  // Palms at the back of the beach, then pirogues pulled up on the sand, then palms in front.
  for (let i = 0, n = rng.int(1, 2); i < n; i++) {
    const x = palmsLeft ? rng.range(W * 0.18, W * 0.36) : rng.range(W * 0.64, W * 0.82);
    svg.add(
      palm(
        rng,
        x,
        shoreY(x) + rng.range(50, 90),
        rng.range(280, 380),
        lean * rng.range(20, 80),
        land(sc, "#1d3a2a", 0.8),
      ),
    );
  }
  if (destination !== "cape-verde" && rng.chance(0.75)) {
    const bands = ["#d9452b", "#f2b632", "#2d8f5a", "#2a6fb0", "#f4efe6"] as const;
    const start = palmsLeft ? rng.range(0.4, 0.55) : rng.range(0.3, 0.45);
    for (let i = 0, n = rng.int(1, 3); i < n; i++) {
      const x = (start + i * 0.13) * W;
      const y = Math.min(H - 50, shoreY(x) + rng.range(70, 130));
      svg.add(
        pirogue(
          x,
          y,
          rng.range(260, 330),
          land(sc, rng.pick(bands), 0.95),
          land(sc, rng.pick(bands), 0.95),
          rng.chance(0.5),
        ),
      );
    }
  }
  for (let i = 0, n = rng.int(1, 2); i < n; i++) {
    const x = palmsLeft ? rng.range(-30, W * 0.14) + i * 120 : rng.range(W * 0.86, W + 30) - i * 120;
    svg.add(palm(rng, x, H + 30, rng.range(650, 760), lean * rng.range(80, 200), ink));
  }
  return svg;
}

function capeCoast(name: string): Svg {
  const sc = newScene(name, ["morning", "golden", "sunset", "twilight", "morning"], [560, 610]);
  const { rng, svg, horizon } = sc;
  drawSky(sc);
  drawBirds(sc, land(sc, "#2a2a3a", 0.5));
  // Table Mountain with Lion's Head across the bay.
  const x0 = rng.range(0.12, 0.35) * W;
  const x1 = x0 + rng.range(520, 700);
  const top = horizon - rng.range(240, 290);
  const mountain = `M${r(x0 - 200)},${r(horizon + 4)} C${r(x0 - 80)},${r(horizon - 40)} ${r(x0 - 20)},${r(top + 120)} ${r(x0 + 20)},${r(top + 10)} L${r(x0 + 40)},${r(top)} L${r(x1 - 40)},${r(top + 4)} L${r(x1 - 10)},${r(top + 30)} C${r(x1 + 20)},${r(top + 80)} ${r(x1 + 40)},${r(top + 60)} ${r(x1 + 80)},${r(top + 40)} C${r(x1 + 140)},${r(top + 110)} ${r(x1 + 260)},${r(horizon - 20)} ${r(x1 + 420)},${r(horizon + 4)}Z`;
  const lion = hillPath(x0 - 260, horizon + 4, 170, horizon - top - 60);
  const rock = land(sc, "#5c6a7e", 0.32);
  svg.add(
    `<path d="${lion}" fill="${land(sc, "#5f6f86", 0.14)}"/><path d="${mountain}" fill="${svg.vertical(
      top,
      horizon,
      [
        [0, rock],
        [1, land(sc, "#4d6a58", 0.4)],
      ],
    )}"/>`,
  );
  // Cliff lines on the face.
  let cliffs = "";
  for (let x = x0 + 50; x < x1 - 40; x += rng.range(22, 40)) {
    cliffs += `M${r(x)},${r(top + 6)} L${r(x + rng.range(-6, 6))},${r(top + rng.range(50, 110))}`;
  }
  svg.add(
    `<path d="${cliffs}" fill="none" stroke="${land(sc, "#34405a", 0.35)}" stroke-width="3" opacity="0.5"/>`,
  );
  if (rng.chance(0.5)) {
    // The "tablecloth" cloud pouring over the top.
    svg.add(
      `<path d="M${r(x0 + 30)},${r(top + 4)} Q${r(x0 + 60)},${r(top - 26)} ${r(x0 + 160)},${r(top - 18)} Q${r((x0 + x1) / 2)},${r(top - 36)} ${r(x1 - 120)},${r(top - 16)} Q${r(x1 - 30)},${r(top - 20)} ${r(x1 - 20)},${r(top + 26)} Q${r((x0 + x1) / 2)},${r(top + 14)} ${r(x0 + 30)},${r(top + 4)}Z" fill="${mix("#ffffff", sc.time.sky[1], 0.3)}" opacity="0.85"/>`,
    );
  }
  const city = ridge(rng, horizon + 2, 6, { waves: 3 });
  fillRidge(sc, city, land(sc, "#6f7f76", 0.3), land(sc, "#6f7f76", 0.35), horizon - 10, horizon + 10);
  svg.add(`<rect x="0" y="${r(horizon + 8)}" width="${W}" height="4" fill="${land(sc, "#6f7f76", 0.35)}"/>`);
  const saved = sc.horizon;
  sc.horizon = horizon + 10;
  sea(sc, "#236d8e", H);
  sc.horizon = saved;
  // A rocky point with a lighthouse, and a slope of fynbos in front.
  const lx = sc.sunLeft ? rng.range(0.72, 0.86) * W : rng.range(0.14, 0.28) * W;
  const pointTop = H - rng.range(250, 290);
  const point = hillPath(lx, H - 120, rng.range(300, 380), H - 120 - pointTop);
  svg.add(
    lighthouse(
      sc,
      lx,
      pointTop + 14,
      rng.range(1.05, 1.25),
      land(sc, "#f4f1ea", 0.85),
      land(sc, "#c23b2e", 0.85),
      land(sc, "#2f2a2e", 0.85),
    ),
  );
  svg.add(`<path d="${point}" fill="${land(sc, "#6b625a", 0.8)}"/>`);
  let boulders = "";
  for (let i = 0; i < 5; i++) {
    const bx = lx + rng.range(-300, 300);
    const by = H - rng.range(110, 150);
    const bw = rng.range(40, 90);
    boulders += `<path d="M${r(bx - bw)},${r(by)} L${r(bx - bw * 0.7)},${r(by - bw * 0.5)} L${r(bx - bw * 0.1)},${r(by - bw * 0.7)} L${r(bx + bw * 0.6)},${r(by - bw * 0.45)} L${r(bx + bw)},${r(by)}Z"/>`;
  }
  svg.add(`<g fill="${land(sc, "#544b45", 0.85)}">${boulders}</g>`);
  const slope = ridge(rng, H - 110, 40, { waves: 0.8 });
  fillRidge(sc, slope, land(sc, "#6f7a46", 0.85), land(sc, "#54603a", 1), H - 170, H);
  let bushes = "";
  let flowers = "";
  for (let i = 0; i < 34; i++) {
    const x = rng.range(-20, W + 20);
    const ground = slope.y(x) + (i < 20 ? rng.range(4, 20) : rng.range(40, 120));
    const s = rng.range(16, 30) * (ground > H - 60 ? 1.5 : 1);
    bushes += `<circle cx="${r(x - s * 0.6)}" cy="${r(ground - s * 0.4)}" r="${r(s * 0.7)}"/><circle cx="${r(x)}" cy="${r(ground - s * 0.6)}" r="${r(s * 0.85)}"/><circle cx="${r(x + s * 0.65)}" cy="${r(ground - s * 0.35)}" r="${r(s * 0.65)}"/>`;
    if (rng.chance(0.35)) {
      flowers += `<circle cx="${r(x + rng.range(-s, s) * 0.6)}" cy="${r(ground - s * 1.1)}" r="${r(s * 0.28)}"/>`;
    }
  }
  svg.add(
    `<g fill="${land(sc, "#3f5a34", 0.95)}">${bushes}</g><g fill="${land(sc, "#e5859a", 0.95)}">${flowers}</g>`,
  );
  return svg;
}

type Landscape = "savannah" | "desert" | "dunes" | "hills" | "coast" | "cape";

const landscapes: Record<string, Landscape> = {
  kenya: "savannah",
  tanzania: "savannah",
  morocco: "desert",
  namibia: "dunes",
  rwanda: "hills",
  "democratic-republic-of-the-congo": "hills",
  senegal: "coast",
  ghana: "coast",
  benin: "coast",
  "cote-d-ivoire": "coast",
  "cape-verde": "coast",
  "south-africa": "cape",
};

/** The SVG of one demo image, deterministic for `name`. */
function illustration(name: string, destination: string): string {
  switch (landscapes[destination] ?? "savannah") {
    case "savannah":
      return savannah(name, destination).toString();
    case "desert":
      return desertKasbah(name).toString();
    case "dunes":
      return redDunes(name).toString();
    case "hills":
      return greenHills(name, destination).toString();
    case "coast":
      return coast(name, destination).toString();
    case "cape":
      return capeCoast(name).toString();
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering

const scriptPath = fileURLToPath(import.meta.url);
const publicDir = join(dirname(scriptPath), "..", "web", "public");

interface Job {
  name: string;
  destination: string;
}

/** One image per destination and one per demo tour (its image name, which is the tour id). */
function jobs(): Job[] {
  const list: Job[] = destinations.map((d) => ({ name: d.slug, destination: d.slug }));
  for (const tour of [...demoGroupTours, ...demoSpecialTours]) {
    list.push({ name: tour.image.name, destination: tour.destination });
  }
  return [...new Map(list.map((job) => [job.name, job])).values()];
}

async function mtime(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function render(job: Job, force: boolean, scriptTime: number): Promise<number> {
  const files = imageWidths.map((width) => ({ width, path: join(publicDir, imageUrl(job.name, width)) }));
  if (!force) {
    const times = await Promise.all(files.map((f) => mtime(f.path)));
    if (times.every((t) => t !== undefined && t > scriptTime)) return 0;
  }
  const svg = illustration(job.name, job.destination);
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    files.map(async ({ width, path }) => {
      const webp = await sharp(data, { raw })
        .resize(width, imageHeight(width), { kernel: "lanczos3" })
        .webp({ quality: QUALITY, effort: 4 })
        .toBuffer();
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, webp);
    }),
  );
  return files.length;
}

async function main(): Promise<void> {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const scriptTime = (await stat(scriptPath)).mtimeMs;
  const all = jobs();
  let written = 0;
  let next = 0;
  const worker = async () => {
    for (let job = all[next++]; job !== undefined; job = all[next++]) {
      const files = await render(job, force, scriptTime);
      written += files;
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  let bytes = 0;
  for (const job of all) {
    for (const width of imageWidths) bytes += (await stat(join(publicDir, imageUrl(job.name, width)))).size;
  }
  const total = all.length * imageWidths.length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `demo-images: ${all.length} images × ${imageWidths.length} widths = ${total} files (${written} written, ${total - written} up to date), ${(bytes / 1024 / 1024).toFixed(2)} MB, ${seconds} s`,
  );
}

await main();
