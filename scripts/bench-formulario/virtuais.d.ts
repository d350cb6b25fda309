// The modules the bench's Vite build makes up: the form's schema and its precompiled validator.
declare module 'virtual:bench-esquema' {
  export const esquema: import('@rjsf/utils').RJSFSchema;
}
declare module 'virtual:bench-validador' {
  const validacoes: Record<string, import('@rjsf/validator-ajv8').ValidatorFunctions[string]>;
  export default validacoes;
}
