// Reusable still-life objects for the demo images: mug, tee, coastline print, coffee beans, swatches.
// Each function returns SVG drawn around its own origin and placed with a transform.
import { hgrad, contactShadow, speckles, halftone, round } from './kit.mjs';

/** Glaze palettes for mugs: [shadow, base, highlight]. */
export const GLAZES = {
  cream: ['#cfc6b8', '#f3efe7', '#ffffff'],
  sage: ['#6f8a6a', '#8fa58a', '#b5c7b0'],
  sand: ['#a88a66', '#d8c3a5', '#efe2cf'],
  blue: ['#23405f', '#2f5d8c', '#5d86b3'],
  terracotta: ['#9e4a2a', '#c8643b', '#e39170'],
};

/**
 * A hand-thrown mug standing on a table. (x, y) is the centre of its foot.
 * `glaze` = [shadow, base, highlight]; speckle count 0 gives a plain glaze.
 */
export function mug(id, rand, { x, y, w = 560, h = 560, glaze = GLAZES.cream, clay = '#c89e76', speckleCount = 160, handle = true, shadow = 0.32 }) {
  const l = -w / 2, r = w / 2, top = -h, rx = w / 2, ry = w * 0.085, c = w * 0.07;
  const [dark, base, light] = glaze;
  const body = `M ${l},${top} A ${rx},${ry} 0 0 0 ${r},${top} L ${r},${-c} Q ${r},0 ${r - c},0 L ${l + c},0 Q ${l},0 ${l},${-c} Z`;
  const footTop = -h * 0.065;
  let drip = `M ${l},${footTop}`;
  for (let i = 1; i <= 8; i++) drip += ` Q ${l + (w * (i - 0.5)) / 8},${footTop + (i % 2 ? 6 : -3)} ${l + (w * i) / 8},${footTop}`;
  drip += ` L ${r},0 L ${l},0 Z`;
  const hw = w * 0.1;
  const handlePath = `M ${r - 6},${top + h * 0.2} C ${r + w * 0.36},${top + h * 0.16} ${r + w * 0.38},${top + h * 0.74} ${r - 6},${top + h * 0.72}`;
  return `
  <defs>
    ${hgrad(`${id}-body`, [[0, dark], [0.28, base], [0.4, light], [0.72, base], [1, dark]])}
    ${hgrad(`${id}-inside`, [[0, dark], [0.6, base], [1, dark]])}
    <clipPath id="${id}-clip"><path d="${body}"/></clipPath>
  </defs>
  <g transform="translate(${x},${y})">
    ${contactShadow(w * 0.12, 4, w * 0.62, w * 0.07, shadow)}
    ${handle ? `<path d="${handlePath}" fill="none" stroke="${dark}" stroke-width="${hw + 6}" stroke-linecap="round"/>
    <path d="${handlePath}" fill="none" stroke="${base}" stroke-width="${hw}" stroke-linecap="round"/>
    <path d="${handlePath}" fill="none" stroke="${light}" stroke-width="${hw * 0.25}" stroke-linecap="round" opacity="0.6" transform="translate(-4,-4)"/>` : ''}
    <path d="${body}" fill="url(#${id}-body)"/>
    <g clip-path="url(#${id}-clip)">
      <path d="${drip}" fill="${clay}"/>
      ${speckles(rand, l, top - ry, w, h + ry, speckleCount)}
      <rect x="${l + w * 0.3}" y="${top}" width="${w * 0.08}" height="${h}" fill="#fff" opacity="0.35" filter="url(#blur-s)"/>
    </g>
    <ellipse cx="0" cy="${top}" rx="${rx}" ry="${ry}" fill="url(#${id}-inside)"/>
    <ellipse cx="0" cy="${top + ry * 0.18}" rx="${rx - 14}" ry="${ry - 8}" fill="${dark}" opacity="0.55"/>
    <ellipse cx="0" cy="${top}" rx="${rx - 5}" ry="${ry - 3}" fill="none" stroke="${light}" stroke-width="8" opacity="0.9"/>
  </g>`;
}

/** A flat-lay crew-neck tee, about 1000 units wide, centred on (x, y). */
export function tee(id, { x, y, scale = 1, fill = '#1f2023', shade = '#121315', light = '#3a3c41', collar = '#2a2b2f', stitch = '#4a4c52' }) {
  const outline = 'M -110,-420 Q 0,-340 110,-420 L 250,-390 L 480,-230 L 390,-60 L 310,-110 L 320,470 Q 0,492 -320,470 L -310,-110 L -390,-60 L -480,-230 L -250,-390 Z';
  return `
  <defs>${hgrad(`${id}-cloth`, [[0, shade], [0.5, fill], [1, shade]])}<clipPath id="${id}-clip"><path d="${outline}"/></clipPath></defs>
  <g transform="translate(${x},${y}) scale(${scale})">
    <path d="${outline}" fill="#2b2118" opacity="0.35" transform="translate(18,30)" filter="url(#blur-m)"/>
    <path d="${outline}" fill="url(#${id}-cloth)"/>
    <g clip-path="url(#${id}-clip)">
      <path d="M -200,-300 C -150,-60 -240,200 -170,460" stroke="${light}" stroke-width="40" fill="none" opacity="0.45" filter="url(#blur-s)"/>
      <path d="M 150,-250 C 210,0 120,250 200,470" stroke="${shade}" stroke-width="50" fill="none" opacity="0.55" filter="url(#blur-s)"/>
      <path d="M -40,-200 C 10,40 -30,250 30,470" stroke="${light}" stroke-width="24" fill="none" opacity="0.3" filter="url(#blur-s)"/>
      <path d="M -320,438 Q 0,460 320,438" stroke="${stitch}" stroke-width="4" stroke-dasharray="14 10" fill="none"/>
      <path d="M 455,-205 L 375,-55" stroke="${stitch}" stroke-width="4" stroke-dasharray="14 10" fill="none" transform="translate(-24,-8)"/>
      <path d="M -455,-205 L -375,-55" stroke="${stitch}" stroke-width="4" stroke-dasharray="14 10" fill="none" transform="translate(24,-8)"/>
    </g>
    <path d="M -118,-418 Q 0,-330 118,-418" stroke="${collar}" stroke-width="30" fill="none" stroke-linecap="round"/>
    <path d="M -118,-418 Q 0,-330 118,-418" stroke="${light}" stroke-width="3" fill="none" opacity="0.6" transform="translate(0,13)"/>
    <path d="M -100,-424 Q 0,-380 100,-424 Q 0,-400 -100,-424 Z" fill="${shade}"/>
  </g>`;
}

/** The two-colour risograph coastline: blue and fluorescent orange, overprinted. Drawn in a 900x1200 box. */
export function coastlineArt({ x, y, width, blue = '#2f5d8c', orange = '#f4874b' }) {
  const height = (width * 1200) / 900;
  const horizon = 640;
  const sky = halftone(0, 40, 900, horizon - 40, 22, (u, v) => 0.25 + v * 0.8, orange);
  let sea = '';
  for (let i = 0, yy = horizon + 20; yy < 1200; i++) {
    const t = 8 + i * 5;
    sea += `<rect x="0" y="${yy}" width="900" height="${t}"/>`;
    yy += t + 26 - Math.min(i * 2, 18);
  }
  return `
  <svg x="${x}" y="${y}" width="${width}" height="${round(height)}" viewBox="0 0 900 1200">
    <rect width="900" height="1200" fill="#f6f0e4"/>
    <g style="mix-blend-mode:multiply">${sky}</g>
    <circle cx="560" cy="560" r="150" fill="${orange}" style="mix-blend-mode:multiply"/>
    <g fill="${blue}" style="mix-blend-mode:multiply">${sea}</g>
    <path d="M 0,430 L 90,418 L 170,445 L 232,500 L 262,562 L 300,650 L 336,708 L 0,720 Z" fill="${blue}" style="mix-blend-mode:multiply"/>
    <path d="M 170,445 L 232,500 L 262,562 L 300,650 L 336,708 L 262,700 L 236,600 L 196,520 Z" fill="${orange}" style="mix-blend-mode:multiply"/>
    <g stroke="#f6f0e4" stroke-width="5" fill="none" opacity="0.7"><path d="M 0,500 L 150,485 L 210,520"/><path d="M 0,575 L 120,565 L 235,590"/><path d="M 0,650 L 150,640 L 270,660"/></g>
    <path d="M 610,700 Q 640,640 690,650 Q 715,660 730,730 L 600,730 Z" fill="${blue}" style="mix-blend-mode:multiply"/>
    <g stroke="${blue}" stroke-width="7" fill="none" stroke-linecap="round">
      <path d="M 420,300 q 18,-16 36,0 q 18,-16 36,0"/><path d="M 500,250 q 14,-12 28,0 q 14,-12 28,0"/>
    </g>
  </svg>`;
}

/** A roasted coffee bean lying at (x, y), rotated by `angle` degrees. */
export function bean(x, y, size, angle) {
  return `<g transform="translate(${round(x)},${round(y)}) rotate(${round(angle)})">
    <ellipse rx="${size}" ry="${round(size * 0.68)}" fill="#4b2c1b"/>
    <ellipse rx="${round(size * 0.7)}" ry="${round(size * 0.4)}" cx="${round(-size * 0.15)}" cy="${round(-size * 0.15)}" fill="#6e4328" opacity="0.7"/>
    <path d="M ${-size * 0.85},0 C ${-size * 0.3},${-size * 0.28} ${size * 0.3},${size * 0.28} ${size * 0.85},0" stroke="#25140b" stroke-width="${round(size * 0.13)}" fill="none" stroke-linecap="round"/>
  </g>`;
}

/** A scatter of beans inside a box. */
export function beans(rand, x, y, w, h, count, size = 26) {
  let out = '';
  for (let i = 0; i < count; i++) out += bean(x + rand() * w, y + rand() * h, size * (0.85 + rand() * 0.3), rand() * 180);
  return out;
}

/** A paint-chip swatch card: a colour block over a white label strip. */
export function swatch(x, y, angle, color, w = 220, h = 360) {
  return `<g transform="translate(${x},${y}) rotate(${angle})">
    <rect x="6" y="10" width="${w}" height="${h}" rx="10" fill="#2b2118" opacity="0.25" filter="url(#blur-s)"/>
    <rect width="${w}" height="${h}" rx="10" fill="#fffdf8"/>
    <rect x="14" y="14" width="${w - 28}" height="${h * 0.68}" rx="4" fill="${color}"/>
    <rect x="22" y="${h * 0.78}" width="${w * 0.5}" height="10" rx="5" fill="#2b2b2b" opacity="0.55"/>
    <rect x="22" y="${h * 0.78 + 24}" width="${w * 0.32}" height="8" rx="4" fill="#2b2b2b" opacity="0.3"/>
  </g>`;
}

/** A folded tee seen from the front of a stack: a soft slab with a collar hint. */
export function foldedTee(x, y, w, h, fill, shade, collar = true) {
  return `<g transform="translate(${x},${y})">
    <rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="${h * 0.22}" fill="${fill}"/>
    <rect x="${-w / 2}" y="${-h * 0.35}" width="${w}" height="${h * 0.35}" rx="${h * 0.18}" fill="${shade}" opacity="0.5"/>
    ${collar ? `<path d="M ${-w * 0.12},${-h} Q 0,${-h * 0.55} ${w * 0.12},${-h}" fill="none" stroke="${shade}" stroke-width="${h * 0.12}"/>` : ''}
  </g>`;
}

/** A potted plant: terracotta pot with a fan of sage leaves. */
export function plant(x, y, scale = 1) {
  const leaf = (angle, len) => `<ellipse cx="0" cy="${-len / 2}" rx="${len * 0.16}" ry="${len / 2}" fill="#7f9a7a" transform="rotate(${angle})"/>`;
  const leaves = [-55, -35, -18, 0, 15, 32, 52].map((a, i) => leaf(a, 260 + (i % 3) * 60)).join('');
  return `<g transform="translate(${x},${y}) scale(${scale})">
    <ellipse cx="20" cy="4" rx="150" ry="18" fill="#3b2a1a" opacity="0.3" filter="url(#blur-s)"/>
    <g transform="translate(0,-230)">${leaves}<g opacity="0.35">${leaf(-25, 240).replace('#7f9a7a', '#5f7a5a')}${leaf(24, 300).replace('#7f9a7a', '#5f7a5a')}</g></g>
    <path d="M -110,-240 L 110,-240 L 85,0 L -85,0 Z" fill="#c8643b"/>
    <rect x="-122" y="-262" width="244" height="42" rx="6" fill="#b4552f"/>
  </g>`;
}
