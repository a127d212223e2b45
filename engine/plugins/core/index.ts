/**
 * @module engine/plugins/core
 * The core formatters and predicates every template may use: JSON, HTML and
 * URL encodings, text shaping, lookups, partial application, comparisons.
 */
import type { FormatterSpec, Plugin, PluginFamily, PredicateSpec } from '../api';
import { familyPlugin } from '../family';
import { applyFormatters } from './formatters/apply';
import { encodingFormatters } from './formatters/encoding';
import { findFormatters } from './formatters/find';
import { htmlFormatters } from './formatters/html';
import { iterationFormatters } from './formatters/iteration';
import { jsonFormatters } from './formatters/json';
import { lookupFormatters } from './formatters/lookup';
import { numberFormatters } from './formatters/numbers';
import { pluralizeFormatters } from './formatters/pluralize';
import { stringFormatters } from './formatters/strings';
import { textFormatters } from './formatters/text';
import { comparisonPredicates } from './predicates/comparisons';
import { debugPredicates } from './predicates/debug';
import { numberPredicates } from './predicates/numbers';

export const coreFormatters: Readonly<Record<string, FormatterSpec>> = {
  ...applyFormatters,
  ...encodingFormatters,
  ...findFormatters,
  ...htmlFormatters,
  ...iterationFormatters,
  ...jsonFormatters,
  ...lookupFormatters,
  ...numberFormatters,
  ...pluralizeFormatters,
  ...stringFormatters,
  ...textFormatters,
};

export const corePredicates: Readonly<Record<string, PredicateSpec>> = {
  ...comparisonPredicates,
  ...debugPredicates,
  ...numberPredicates,
};

export const coreFamily: PluginFamily = { formatters: coreFormatters, predicates: corePredicates };

export const corePlugin: Plugin = familyPlugin(coreFamily);
