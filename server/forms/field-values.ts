// Reading submitted values by field type lives in schemas/ (the site-form island shares it); re-exported here.
export {
  LIKERT_SCALE, likertLabel, NOT_ANSWERED, partNames, readValue, submittedValue, valueShape, type ReadValue, type ValueShape,
} from '../../schemas/form-values';
