/**
 * Every rule `kiosk check` runs, in the order `--list-rules` prints them. To add a rule: write
 * `rules/<rule-id>.ts` exporting one `Rule`, and list it here (checker/README.md).
 */
import type { Rule } from '../rule';
import { blockFieldId } from './block-field-id';
import { collectionConf } from './collection-conf';
import { engineWarning } from './engine-warning';
import { imgAltEmpty } from './img-alt-empty';
import { imgAltMissing } from './img-alt-missing';
import { imgDimensions } from './img-dimensions';
import { imgLoader } from './img-loader';
import { imgPriority } from './img-priority';
import { imgRequiredAttributes } from './img-required-attributes';
import { missingPartial } from './missing-partial';
import { missingScript } from './missing-script';
import { stylesheetSyntax } from './stylesheet-syntax';
import { syntaxError } from './syntax-error';
import { templateConf } from './template-conf';
import { unbalancedBlock } from './unbalanced-block';
import { unknownFormatter } from './unknown-formatter';
import { unknownInstruction } from './unknown-instruction';
import { unknownNavigation } from './unknown-navigation';
import { unknownPredicate } from './unknown-predicate';
import { unknownVariable } from './unknown-variable';
import { unreachableOr } from './unreachable-or';
import { unusedBlock } from './unused-block';

export const RULES: readonly Rule[] = [
  syntaxError,
  unbalancedBlock,
  unknownInstruction,
  unknownFormatter,
  unknownPredicate,
  unreachableOr,
  engineWarning,
  missingPartial,
  missingScript,
  unknownNavigation,
  blockFieldId,
  templateConf,
  collectionConf,
  stylesheetSyntax,
  unknownVariable,
  imgRequiredAttributes,
  imgDimensions,
  imgAltMissing,
  imgAltEmpty,
  imgPriority,
  imgLoader,
  unusedBlock,
];
