export { CostsForm, type CostsFormProps } from './costs-form';
export type { CostsPayload } from './cost-form-values';
