// The form rules of spec §5 live in schemas/ (the islands' client checks share them); re-exported here.
export { effectiveMaxLength, isValidEmail, validateForm } from '../../schemas/form-rules';
