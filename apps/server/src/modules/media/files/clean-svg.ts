// Uploaded SVG is rebuilt from an allow-list of drawing elements and attributes: no script, no
// event handler, no foreignObject, no <style> element, and no link or style value that could load
// something from elsewhere, CSS escapes included.
// Only references inside the document (`#id`) and embedded raster data survive. Served files are
// also sandboxed by their Content-Security-Policy, so a gap here still runs nothing.
import sanitizeHtml from 'sanitize-html';
import { UploadRefusal } from './upload-refusal.ts';

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

const ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'transform',
  'href',
  'xlink:href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'stop-color',
  'stop-opacity',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'radius',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'flood-color',
  'flood-opacity',
  'lighting-color',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'kernelMatrix',
  'order',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'edgeMode',
  'azimuth',
  'elevation',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
];

/** A reference that stays inside the file: `#id`, or an embedded raster image. */
function isLocalReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('#') || /^data:image\/(png|jpe?g|webp|gif);base64,[a-z0-9+/=\s]*$/i.test(trimmed);
}

/** Functions of CSS that take an image or an address, quoted or not, besides `url(`. */
const LOADING_FUNCTION = /(?:image-set|image|cross-fade|element|src)\s*\(/i;

/**
 * Whether a value may load something from outside the file once read as CSS, as `style` and the
 * presentation attributes (`fill`, `filter`, `mask`, ...) are. `url(...)` may only point inside the
 * document (`#id`): what follows `url(` is looked at rather than the whole address matched, since a
 * quoted address may itself hold `)` or quotes.
 *
 * A backslash starts a CSS escape, which the browser decodes before it reads the name: `u\72l(`,
 * `\75rl(`, `u\000072l(` and `@\69mport` are `url(` and `@import`. No drawing needs one, so a value
 * holding a backslash is dropped whole rather than decoded here and then trusted.
 */
function mayLoadFromElsewhere(value: string): boolean {
  if (value.includes('\\')) return true;
  for (const match of value.matchAll(/url\(\s*['"]?\s*(.?)/gi)) {
    if (match[1] !== '#') return true;
  }
  return LOADING_FUNCTION.test(value) || /@import|expression\s*\(|(?:java|vb)script:/i.test(value);
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: Object.fromEntries(ELEMENTS.map((element) => [element, ATTRIBUTES])),
  // Everything not allowed is dropped with its content (a <script>'s text must not become text).
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'noscript', 'textarea'],
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  selfClosing: [],
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === 'href' || name === 'xlink:href') && !isLocalReference(value)) continue;
        if (mayLoadFromElsewhere(value)) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
};

export function cleanSvg(data: Buffer): Buffer {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  // Entity definitions are how XML bombs and external entities start: no drawing needs them.
  if (/<!ENTITY/i.test(text)) throw new UploadRefusal(400, 'The SVG defines entities, which are not allowed');
  const cleaned = sanitizeHtml(text, options).trim();
  if (!cleaned.startsWith('<svg')) throw new UploadRefusal(400, 'The SVG has no drawing left once cleaned');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${cleaned}\n`, 'utf8');
}
