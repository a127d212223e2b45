// Hero, about and journal images: wider editorial scenes built from the same objects as the products.
import { svg, seeded, studioSet, windowLight, castShadow, vgrad, rgrad, halftone } from './kit.mjs';
import { mug, coastlineArt, beans, foldedTee, plant, GLAZES } from './objects.mjs';

function heroStudio() {
  const rand = seeded(21);
  const frame = `
  <g>
    ${castShadow(890, 110, 400, 520, { dy: 24 })}
    <rect x="880" y="90" width="400" height="520" fill="#3b2f27"/>
    <rect x="896" y="106" width="368" height="488" fill="#f6f0e4"/>
    ${coastlineArt({ x: 942, y: 152, width: 276 })}
  </g>`;
  const body = `
  ${studioSet(2000, 1250, 860, { wall: [[0, '#efe7dc'], [1, '#e2d6c6']], table: [[0, '#cbb49a'], [1, '#b49a7d']] })}
  ${windowLight(250, 0, 300, 860, 0.26)}
  ${frame}
  ${mug('hm', rand, { x: 640, y: 1010, w: 300, h: 300, speckleCount: 90 })}
  ${beans(seeded(4), 420, 1040, 260, 110, 8, 18)}
  <g>
    <ellipse cx="1250" cy="1016" rx="300" ry="22" fill="#3b2a1a" opacity="0.3" filter="url(#blur-s)"/>
    ${foldedTee(1240, 1010, 520, 100, '#8fa58a', '#6f8a6a', false)}
    ${foldedTee(1250, 910, 500, 100, '#f7f5f0', '#d9d3c9', false)}
    ${foldedTee(1240, 810, 480, 100, '#1f2023', '#3a3c41', false)}
  </g>
  ${plant(1720, 1000, 0.9)}`;
  return { file: 'hero-studio.jpg', width: 2000, height: 1250, svg: svg(2000, 1250, body) };
}

function aboutStudio() {
  const rand = seeded(31);
  const glazes = [GLAZES.cream, GLAZES.sage, GLAZES.sand, GLAZES.blue, GLAZES.terracotta];
  let shelves = '';
  for (const [row, sy] of [[0, 330], [1, 560]]) {
    shelves += `<rect x="840" y="${sy}" width="660" height="22" fill="#8a6a4c"/><rect x="840" y="${sy + 22}" width="660" height="10" fill="#2b2118" opacity="0.2"/>`;
    for (let i = 0; i < 5; i++) {
      shelves += mug(`s${row}${i}`, rand, { x: 910 + i * 130, y: sy, w: 96, h: 100 + ((i + row) % 2) * 18, glaze: glazes[(i + row * 2) % 5], speckleCount: 20, handle: false, shadow: 0.2 });
    }
  }
  const window = `
  <rect x="130" y="110" width="520" height="560" fill="url(#sky)"/>
  <clipPath id="pane"><rect x="130" y="110" width="520" height="560"/></clipPath>
  <g fill="#8fa58a" opacity="0.8" clip-path="url(#pane)"><circle cx="220" cy="600" r="110"/><circle cx="360" cy="640" r="90"/><circle cx="560" cy="590" r="130"/></g>
  <g fill="none" stroke="#f3ece2" stroke-width="18"><rect x="130" y="110" width="520" height="560"/><path d="M 390,110 V 670 M 130,390 H 650"/></g>
  <rect x="110" y="670" width="560" height="26" fill="#d9ccb8"/>`;
  const wheel = `
  <g transform="translate(460,820)">
    <ellipse cx="0" cy="40" rx="230" ry="40" fill="#2b2118" opacity="0.3" filter="url(#blur-s)"/>
    <rect x="-60" y="-10" width="120" height="60" fill="#5a5f66"/>
    <ellipse cx="0" cy="-10" rx="200" ry="36" fill="#7b8189"/>
    <ellipse cx="0" cy="-18" rx="200" ry="36" fill="#9aa0a8"/>
    <path d="M -70,-30 Q -90,-150 -40,-190 L 40,-190 Q 90,-150 70,-30 Z" fill="#b98a63"/>
    <ellipse cx="0" cy="-190" rx="40" ry="9" fill="#8a6446"/>
  </g>`;
  const body = `
  <defs>${vgrad('sky', [[0, '#bcd3e0'], [1, '#f2eadc']])}</defs>
  ${studioSet(1600, 1000, 780, { wall: [[0, '#e9e0d3'], [1, '#dcd0bf']], table: [[0, '#8a6a4c'], [1, '#6f543c']] })}
  ${windowLight(600, 0, 220, 780, 0.25)}
  ${window}${shelves}${wheel}`;
  return { file: 'about-studio.jpg', width: 1600, height: 1000, svg: svg(1600, 1000, body) };
}

function journalGlaze() {
  const rand = seeded(41);
  const glazes = [GLAZES.cream, GLAZES.sage, GLAZES.sand, GLAZES.cream, GLAZES.blue];
  const mugs = glazes.map((glaze, i) => mug(`g${i}`, rand, { x: 300 + i * 250, y: 760, w: 200, h: 210, glaze, speckleCount: 60, handle: i % 2 === 0, shadow: 0.5 })).join('');
  const body = `
  <defs>${rgrad('kiln', [[0, '#9a5a32'], [0.55, '#4a3026'], [1, '#231915']], { cy: 0.45, r: 0.75 })}${rgrad('glow', [[0, '#ffb070', 0.35], [1, '#ffb070', 0]], { cy: 0.4, r: 0.6 })}</defs>
  <rect width="1600" height="1000" fill="url(#kiln)"/>
  <rect x="120" y="760" width="1360" height="46" fill="#9a9084"/><rect x="120" y="806" width="1360" height="10" fill="#000" opacity="0.3"/>
  <rect x="190" y="816" width="60" height="184" fill="#7d7469"/><rect x="1350" y="816" width="60" height="184" fill="#7d7469"/>
  ${mugs}
  <rect width="1600" height="1000" fill="url(#glow)"/>`;
  return { file: 'journal-speckled-glaze.jpg', width: 1600, height: 1000, svg: svg(1600, 1000, body, { grain: 0.1 }) };
}

function journalRiso() {
  const mark = (x, y) => `<g stroke="#2f5d8c" stroke-width="3" fill="none" transform="translate(${x},${y})"><circle r="22"/><path d="M -36,0 H 36 M 0,-36 V 36"/></g>`;
  const dots = halftone(560, 120, 440, 440, 18, (u, v) => Math.max(0, 1 - Math.hypot(u - 0.5, v - 0.5) * 2), '#f4874b');
  const body = `
  <rect width="1600" height="1000" fill="#f3ecdf"/>
  <circle cx="620" cy="520" r="290" fill="#2f5d8c" style="mix-blend-mode:multiply"/>
  <circle cx="628" cy="514" r="290" fill="none" stroke="#2f5d8c" stroke-width="2" opacity="0.5"/>
  <circle cx="950" cy="560" r="270" fill="#f4874b" style="mix-blend-mode:multiply"/>
  <g style="mix-blend-mode:multiply">${dots}</g>
  <g>${[['#2f5d8c', 1], ['#f4874b', 1], ['#2f5d8c', 0.5], ['#f4874b', 0.5], ['#8a4c55', 1]].map(([c, o], i) => `<rect x="${1180 + i * 60}" y="860" width="48" height="48" fill="${c}" opacity="${o}"/>`).join('')}</g>
  ${mark(120, 100)}${mark(1480, 100)}${mark(120, 900)}`;
  return { file: 'journal-two-colour-riso.jpg', width: 1600, height: 1000, svg: svg(1600, 1000, body, { grain: 0.09 }) };
}

function journalBrew() {
  const rand = seeded(51);
  const kettle = `
  <g transform="translate(380,860)">
    <ellipse cx="20" cy="6" rx="200" ry="20" fill="#000" opacity="0.35" filter="url(#blur-s)"/>
    <path d="M -150,0 Q -175,-200 -90,-260 L 90,-260 Q 175,-200 150,0 Z" fill="#1f2023"/>
    <rect x="-70" y="-290" width="140" height="34" rx="10" fill="#2c2d31"/><circle cx="0" cy="-300" r="16" fill="#2c2d31"/>
    <path d="M 120,-120 C 230,-130 250,-300 330,-330" fill="none" stroke="#1f2023" stroke-width="22" stroke-linecap="round"/>
    <path d="M -150,-220 C -260,-210 -250,-40 -150,-50" fill="none" stroke="#1f2023" stroke-width="24"/>
    <path d="M -120,-230 Q -130,-120 -110,-20" stroke="#fff" stroke-width="10" opacity="0.12" fill="none"/>
  </g>`;
  const dripper = `
  <g transform="translate(880,560)">
    <path d="M -170,-200 L 170,-200 L 70,0 L -70,0 Z" fill="#c8643b"/>
    <ellipse cx="0" cy="-200" rx="170" ry="22" fill="#a84f2c"/>
    <rect x="-120" y="0" width="240" height="22" rx="8" fill="#b4552f"/>
    <path d="M -110,-180 L -60,-10" stroke="#fff" stroke-width="12" opacity="0.15"/>
  </g>`;
  const steam = `<g fill="none" stroke="#fff" stroke-width="10" opacity="0.18" filter="url(#blur-s)" stroke-linecap="round">
    <path d="M 840,330 C 800,260 880,220 840,140"/><path d="M 920,320 C 960,250 890,200 930,120"/></g>`;
  const body = `
  ${studioSet(1600, 1000, 700, { wall: [[0, '#2f4a4a'], [1, '#253b3b']], table: [[0, '#7a5640'], [1, '#5a3d2b']] })}
  ${windowLight(1100, 0, 200, 700, 0.1)}
  ${kettle}
  ${mug('bm', rand, { x: 880, y: 880, w: 300, h: 300, speckleCount: 90, shadow: 0.5 })}
  ${dripper}${steam}
  ${beans(seeded(6), 1180, 820, 280, 120, 11, 20)}`;
  return { file: 'journal-autumn-brew-notes.jpg', width: 1600, height: 1000, svg: svg(1600, 1000, body) };
}

export const editorialScenes = [heroStudio, aboutStudio, journalGlaze, journalRiso, journalBrew];
