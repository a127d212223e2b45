// The shop's product photographs, as flat-art still lifes (file names and sizes follow the shop items).
import { svg, seeded, studioSet, windowLight, contactShadow, castShadow, vgrad, hgrad, rgrad } from './kit.mjs';
import { mug, tee, coastlineArt, beans, swatch } from './objects.mjs';

const SERIF = "'Liberation Serif', 'DejaVu Serif', serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

function ceramicMug() {
  const rand = seeded(11);
  const body = `
  ${studioSet(1500, 1500, 1010, { wall: [[0, '#ebe3d8'], [1, '#ddd2c3']], table: [[0, '#cdb9a2'], [1, '#b9a288']] })}
  ${windowLight(200, 0, 260, 1000)}
  ${mug('m', rand, { x: 700, y: 1150, w: 560, h: 560 })}
  ${beans(seeded(3), 1060, 1180, 260, 140, 7, 24)}`;
  return { file: 'ceramic-mug.jpg', width: 1500, height: 1500, svg: svg(1500, 1500, body) };
}

function teeShot(file, backdrop, colors) {
  const body = `
  <defs>${rgrad('bg', [[0, backdrop[0]], [1, backdrop[1]]], { r: 0.75 })}</defs>
  <rect width="1500" height="1500" fill="url(#bg)"/>
  ${tee('t', { x: 750, y: 780, scale: 1.18, ...colors })}`;
  return { file, width: 1500, height: 1500, svg: svg(1500, 1500, body) };
}

function coffeeSubscription() {
  const bag = `
  <g transform="translate(430,1130)">
    ${contactShadow(40, 0, 300, 30, 0.35)}
    <path d="M -250,0 L -230,-640 L 230,-640 L 250,0 Z" fill="url(#kraft)"/>
    <rect x="-238" y="-720" width="476" height="90" rx="6" fill="#a77b4f"/>
    <path d="M -238,-690 L 238,-690" stroke="#8b633d" stroke-width="4" stroke-dasharray="10 8"/>
    <rect x="-170" y="-520" width="340" height="380" rx="8" fill="#fbf7f1"/>
    <text x="0" y="-440" text-anchor="middle" font-family="${SERIF}" font-size="64" font-weight="bold" fill="#1f2a2e">KIOSK</text>
    <text x="0" y="-385" text-anchor="middle" font-family="${SANS}" font-size="24" letter-spacing="6" fill="#c8643b">FRESH ROAST</text>
    <rect x="-110" y="-355" width="220" height="3" fill="#1f2a2e" opacity="0.5"/>
    <text x="0" y="-300" text-anchor="middle" font-family="${SANS}" font-size="26" fill="#1f2a2e">Huila, Colombia</text>
    <text x="0" y="-258" text-anchor="middle" font-family="${SANS}" font-size="22" fill="#5b5148">Whole bean · 340 g</text>
    <circle cx="0" cy="-190" r="16" fill="none" stroke="#c9b9a3" stroke-width="4"/>
    <path d="M -80,-640 C -60,-380 -90,-200 -70,0" stroke="#fff" stroke-width="30" opacity="0.12" fill="none" filter="url(#blur-s)"/>
  </g>`;
  const dripper = `
  <g transform="translate(1070,1130)">
    ${contactShadow(30, 0, 210, 26, 0.3)}
    <path d="M -150,-330 Q -170,-60 -140,-10 Q 0,20 140,-10 Q 170,-60 150,-330 Z" fill="#e9eef0" opacity="0.55" stroke="#b8c4c8" stroke-width="6"/>
    <path d="M -150,-180 Q -160,-50 -140,-10 Q 0,20 140,-10 Q 160,-50 150,-180 Q 0,-160 -150,-180 Z" fill="#5b3420" opacity="0.9"/>
    <path d="M -210,-560 L 210,-560 L 80,-340 L -80,-340 Z" fill="#f4efe7" stroke="#d8cfc2" stroke-width="6"/>
    <ellipse cx="0" cy="-560" rx="210" ry="26" fill="#d8cfc2"/>
    <rect x="-100" y="-350" width="200" height="24" rx="8" fill="#e6ddd0"/>
    <path d="M 0,-330 L 0,-190" stroke="#5b3420" stroke-width="6" opacity="0.7"/>
  </g>`;
  const body = `
  <defs>${vgrad('kraft', [[0, '#c7996a'], [1, '#ad7f52']])}</defs>
  ${studioSet(1500, 1500, 1000, { wall: [[0, '#e4d9cb'], [1, '#d6c8b6']], table: [[0, '#c2ab8f'], [1, '#ab9274']] })}
  ${windowLight(900, 0, 220, 980, 0.18)}
  ${bag}${dripper}
  ${beans(seeded(5), 640, 1200, 420, 160, 14, 24)}`;
  return { file: 'coffee-subscription.jpg', width: 1500, height: 1500, svg: svg(1500, 1500, body) };
}

function designConsultation() {
  const page = (x, tilt) => `<rect x="${x}" y="0" width="430" height="600" fill="#fffdf8" transform="rotate(${tilt})"/>`;
  let lines = '';
  for (let i = 0; i < 7; i++) lines += `<path d="M 520,${300 + i * 38} q 80,-8 160,0 t 160,0" stroke="#9b938a" stroke-width="4" fill="none" opacity="0.6"/>`;
  const book = `
  <g transform="translate(230,300) rotate(-6)">
    <rect x="10" y="20" width="860" height="600" fill="#2b2118" opacity="0.3" filter="url(#blur-m)"/>
    <rect x="-10" y="-8" width="880" height="616" rx="8" fill="#2f3b3f"/>
    ${page(0, 0)}${page(430, 0)}
    <rect x="400" y="0" width="60" height="600" fill="url(#gutter)"/>
    <g fill="none" stroke="#1f2a2e" stroke-width="5" stroke-linecap="round">
      <path d="M 110,170 L 110,400 Q 110,430 140,430 L 280,430 Q 310,430 310,400 L 310,170"/>
      <ellipse cx="210" cy="170" rx="100" ry="18"/>
      <path d="M 310,220 C 380,215 385,360 310,355"/>
    </g>
    <circle cx="640" cy="160" r="70" fill="#c8643b" opacity="0.85"/>
    <circle cx="700" cy="160" r="70" fill="#2f5d8c" opacity="0.75" style="mix-blend-mode:multiply"/>
    ${lines}
  </g>`;
  const pencil = `<g transform="translate(980,1180) rotate(-32)">
    <rect x="4" y="10" width="520" height="34" fill="#2b2118" opacity="0.25" filter="url(#blur-s)"/>
    <rect width="460" height="34" fill="#e8b64a"/><rect width="460" height="10" fill="#f2cd75"/>
    <rect x="-40" width="40" height="34" fill="#d99a9a"/><rect x="-6" width="10" height="34" fill="#b9b2a8"/>
    <path d="M 460,0 L 530,17 L 460,34 Z" fill="#e9d2b0"/><path d="M 512,12 L 530,17 L 512,22 Z" fill="#2b2b2b"/>
  </g>`;
  const body = `
  <defs>${vgrad('desk', [[0, '#e9e0d2'], [1, '#dacdbb']])}${hgrad('gutter', [[0, '#000', 0], [0.5, '#000', 0.12], [1, '#000', 0]])}</defs>
  <rect width="1500" height="1500" fill="url(#desk)"/>
  ${windowLight(300, -100, 320, 1700, 0.16)}
  ${book}
  ${swatch(300, 1000, -14, '#c8643b')}${swatch(470, 960, -4, '#8fa58a')}${swatch(640, 950, 7, '#2f5d8c')}${swatch(810, 985, 17, '#e8b64a')}
  ${pencil}`;
  return { file: 'design-consultation.jpg', width: 1500, height: 1500, svg: svg(1500, 1500, body) };
}

function fieldGuideEbook() {
  const body = `
  <defs>${vgrad('cover', [[0, '#f4ecdf'], [1, '#ece2d2']])}</defs>
  <rect width="1200" height="1600" fill="#2f4a4a"/>
  ${windowLight(100, -100, 260, 1800, 0.12)}
  ${castShadow(220, 250, 790, 1100, { dx: 20, dy: 30, opacity: 0.45, color: '#0e1a1a' })}
  <rect x="200" y="230" width="800" height="1100" rx="6" fill="url(#cover)"/>
  <rect x="200" y="230" width="26" height="1100" fill="#000" opacity="0.08"/>
  <circle cx="520" cy="880" r="230" fill="#2f5d8c" style="mix-blend-mode:multiply"/>
  <circle cx="700" cy="880" r="230" fill="#f4874b" style="mix-blend-mode:multiply"/>
  <circle cx="610" cy="700" r="120" fill="#f4874b" opacity="0.55" style="mix-blend-mode:multiply"/>
  <text x="290" y="330" font-family="${SANS}" font-size="26" letter-spacing="8" fill="#c8643b">KIOSK SUPPLY CO.</text>
  <text x="290" y="440" font-family="${SERIF}" font-size="76" font-weight="bold" fill="#1f2a2e">The Small-Batch</text>
  <text x="290" y="530" font-family="${SERIF}" font-size="76" font-weight="bold" fill="#1f2a2e">Printing</text>
  <text x="290" y="600" font-family="${SERIF}" font-size="48" font-style="italic" fill="#1f2a2e">a field guide</text>
  <text x="290" y="1260" font-family="${SANS}" font-size="22" letter-spacing="4" fill="#5b5148">RISO · SCREEN · PAPER · INK</text>`;
  return { file: 'field-guide-ebook.jpg', width: 1200, height: 1600, svg: svg(1200, 1600, body) };
}

function giftCard() {
  const card = `
  <g transform="translate(800,510) rotate(-5) scale(1.12)">
    <rect x="-330" y="-195" width="660" height="410" rx="26" fill="#2b2118" opacity="0.35" filter="url(#blur-m)" transform="translate(16,26)"/>
    <rect x="-330" y="-205" width="660" height="410" rx="26" fill="url(#card)"/>
    <clipPath id="card-clip"><rect x="-330" y="-205" width="660" height="410" rx="26"/></clipPath>
    <g clip-path="url(#card-clip)">
    <circle cx="200" cy="-40" r="130" fill="#f4874b"/>
    <circle cx="200" cy="-40" r="170" fill="none" stroke="#fbf7f1" stroke-width="3" opacity="0.6"/>
    <circle cx="200" cy="-40" r="205" fill="none" stroke="#fbf7f1" stroke-width="3" opacity="0.35"/>
    </g>
    <text x="-280" y="-120" font-family="${SANS}" font-size="22" letter-spacing="6" fill="#fbf7f1">KIOSK SUPPLY CO.</text>
    <text x="-280" y="120" font-family="${SERIF}" font-size="78" font-weight="bold" fill="#fbf7f1">Gift Card</text>
    <text x="-280" y="165" font-family="${SANS}" font-size="22" fill="#fbf7f1" opacity="0.8">Good for anything in the shop</text>
  </g>`;
  const envelope = `
  <g transform="translate(770,560) rotate(6) scale(1.12)">
    <rect x="-360" y="-200" width="720" height="430" rx="8" fill="#2b2118" opacity="0.25" filter="url(#blur-m)"/>
    <rect x="-360" y="-215" width="720" height="430" rx="8" fill="#efe6d8"/>
    <path d="M -360,-215 L 0,40 L 360,-215" fill="none" stroke="#d9ccb8" stroke-width="6"/>
  </g>`;
  const body = `
  <defs>${hgrad('card', [[0, '#1f2a2e'], [1, '#2f4a4a']])}</defs>
  ${studioSet(1600, 1000, 1000, { wall: [[0, '#e8dfd2'], [1, '#d9ccba']], table: [[0, '#000'], [1, '#000']] })}
  ${windowLight(150, -50, 240, 1100, 0.18)}
  ${envelope}${card}
  <g transform="translate(1230,800) rotate(-30)" fill="#8fa58a">
    <rect x="-4" y="-150" width="8" height="300" fill="#6f8a6a"/>
    <ellipse cx="-40" cy="-90" rx="36" ry="16" transform="rotate(-30,-40,-90)"/><ellipse cx="40" cy="-40" rx="36" ry="16" transform="rotate(30,40,-40)"/>
    <ellipse cx="-40" cy="10" rx="36" ry="16" transform="rotate(-30,-40,10)"/><ellipse cx="40" cy="60" rx="36" ry="16" transform="rotate(30,40,60)"/>
  </g>`;
  return { file: 'gift-card.jpg', width: 1600, height: 1000, svg: svg(1600, 1000, body) };
}

function limitedPrint() {
  const body = `
  <defs>${vgrad('wall', [[0, '#ebe4da'], [1, '#ddd3c5']])}</defs>
  <rect width="1200" height="1600" fill="url(#wall)"/>
  ${windowLight(60, -100, 240, 1800, 0.2)}
  ${castShadow(190, 215, 830, 1140)}
  <rect x="185" y="200" width="830" height="1150" fill="#f6f0e4"/>
  ${coastlineArt({ x: 245, y: 260, width: 710 })}
  <text x="245" y="1318" font-family="${SERIF}" font-size="26" font-style="italic" fill="#5b5148">Coastline  23/50</text>
  <text x="955" y="1318" text-anchor="end" font-family="${SERIF}" font-size="28" font-style="italic" fill="#5b5148">M. Lind</text>
  <rect x="560" y="180" width="80" height="44" rx="6" fill="#2d2f33"/>
  <path d="M 572,182 Q 600,120 628,182" stroke="#8a8d93" stroke-width="6" fill="none"/>`;
  return { file: 'limited-print.jpg', width: 1200, height: 1600, svg: svg(1200, 1600, body) };
}

function nameNecklace() {
  let chain = '';
  const path = 'M 250,0 C 300,700 560,930 750,930 C 940,930 1200,700 1250,0';
  chain += `<path d="${path}" fill="none" stroke="#a9852f" stroke-width="9" stroke-dasharray="14 7" stroke-linecap="round"/>`;
  chain += `<path d="${path}" fill="none" stroke="#f0d48a" stroke-width="5" stroke-dasharray="14 7" stroke-dashoffset="7" stroke-linecap="round"/>`;
  const body = `
  <defs>${vgrad('linen', [[0, '#efe8de'], [1, '#e2d8ca']])}${vgrad('gold', [[0, '#f6e2a4'], [0.45, '#d8b25a'], [1, '#b68d3a']])}
    <pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M 0,4 H 8 M 4,0 V 8" stroke="#c9bca9" stroke-width="1" opacity="0.35"/></pattern>
  </defs>
  <rect width="1500" height="1500" fill="url(#linen)"/>
  <rect width="1500" height="1500" fill="url(#weave)"/>
  ${windowLight(200, -100, 300, 1700, 0.18)}
  <g transform="translate(0,120)">
    ${chain}
    <g transform="translate(750,970)">
      <rect x="-250" y="-40" width="500" height="110" rx="14" fill="#3b2a1a" opacity="0.3" filter="url(#blur-s)" transform="translate(10,18)"/>
      <rect x="-250" y="-50" width="500" height="110" rx="14" fill="url(#gold)"/>
      <rect x="-240" y="-44" width="480" height="16" rx="8" fill="#fff6d6" opacity="0.5"/>
      <text x="0" y="30" text-anchor="middle" font-family="'DejaVu Serif', serif" font-style="italic" font-size="62" fill="#8a6a25" opacity="0.9">Amelia</text>
      <circle cx="-250" cy="5" r="14" fill="none" stroke="#c9a24a" stroke-width="8"/>
      <circle cx="250" cy="5" r="14" fill="none" stroke="#c9a24a" stroke-width="8"/>
    </g>
  </g>`;
  return { file: 'name-necklace.jpg', width: 1500, height: 1500, svg: svg(1500, 1500, body) };
}

export const productScenes = [
  ceramicMug,
  () => teeShot('classic-tee-black.jpg', ['#ece6dc', '#d9d0c2'], {}),
  () => teeShot('classic-tee-white.jpg', ['#c9d3c5', '#aebba9'], { fill: '#f7f5f0', shade: '#dcd7ce', light: '#ffffff', collar: '#ece8e0', stitch: '#cfc9bf' }),
  coffeeSubscription,
  designConsultation,
  fieldGuideEbook,
  giftCard,
  limitedPrint,
  nameNecklace,
];
