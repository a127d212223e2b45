// Drawing kit for the demo store's images: seeded randomness, SVG wrappers, light, shadow and paper grain.
// Every scene is plain SVG text; render.mjs turns it into JPEG with sharp.

/** A small deterministic PRNG (mulberry32), so the images are the same on every run. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (n) => Math.round(n * 10) / 10;

/** Wraps a scene: shared filters first, then the body, then a film of paper grain over everything. */
export function svg(width, height, body, { grain = 0.07, defs = '' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7" stitchTiles="stitch"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="${grain}"/></feComponentTransfer>
  </filter>
  <filter id="blur-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur-m" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
  <filter id="blur-l" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
  ${defs}
</defs>
${body}
<rect width="${width}" height="${height}" filter="url(#grain)"/>
</svg>`;
}

/** A vertical linear gradient definition. `stops` is a list of [offset 0..1, colour]. */
export function vgrad(id, stops) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopsOf(stops)}</linearGradient>`;
}

/** A horizontal linear gradient definition. */
export function hgrad(id, stops) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stopsOf(stops)}</linearGradient>`;
}

export function rgrad(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`;
}

function stopsOf(stops) {
  return stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
}

/** A wall above a table top: the studio "set" most product shots stand on. */
export function studioSet(width, height, horizon, { wall, table, id = 'set' }) {
  return `
  <defs>${vgrad(`${id}-wall`, wall)}${vgrad(`${id}-table`, table)}</defs>
  <rect width="${width}" height="${horizon}" fill="url(#${id}-wall)"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#${id}-table)"/>
  <rect y="${horizon - 1}" width="${width}" height="3" fill="#000" opacity="0.06"/>`;
}

/** Soft window light falling across a wall: two pale slanted panes. */
export function windowLight(x, y, w, h, opacity = 0.22) {
  const pane = (dx) =>
    `<polygon points="${x + dx},${y} ${x + dx + w},${y} ${x + dx + w - h * 0.35},${y + h} ${x + dx - h * 0.35},${y + h}" />`;
  return `<g fill="#fffaf0" opacity="${opacity}" filter="url(#blur-m)">${pane(0)}${pane(w * 1.25)}</g>`;
}

/** A blurred contact shadow under an object. */
export function contactShadow(cx, cy, rx, ry, opacity = 0.35, color = '#3b2a1a') {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}" opacity="${opacity}" filter="url(#blur-s)"/>`;
}

/** The soft shadow a flat object (a sheet, a book, a frame) casts on the wall behind it. */
export function castShadow(x, y, w, h, { dx = 14, dy = 26, opacity = 0.3, color = '#2b2118' } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}" opacity="${opacity}" filter="url(#blur-m)" transform="translate(${dx},${dy})"/>`;
}

/** Random speckles inside a rectangle (clip them with a clip-path for a shape). */
export function speckles(rand, x, y, w, h, count, { color = '#4a3b2f', min = 1.5, max = 5 } = {}) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = min + rand() * rand() * (max - min);
    out += `<circle cx="${round(x + rand() * w)}" cy="${round(y + rand() * h)}" r="${round(r)}" fill="${color}" opacity="${round(0.45 + rand() * 0.5)}"/>`;
  }
  return out;
}

/** A halftone field: dots whose radius follows `radiusAt(u, v)` (u, v in 0..1). */
export function halftone(x, y, w, h, step, radiusAt, color) {
  let out = '';
  for (let j = 0; j * step < h; j++) {
    const offset = j % 2 ? step / 2 : 0;
    for (let i = 0; i * step + offset < w; i++) {
      const r = radiusAt((i * step + offset) / w, (j * step) / h) * step * 0.5;
      if (r > 0.4) out += `<circle cx="${round(x + i * step + offset)}" cy="${round(y + j * step)}" r="${round(r)}"/>`;
    }
  }
  return `<g fill="${color}">${out}</g>`;
}
