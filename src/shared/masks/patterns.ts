// Mask patterns as data, in imask's syntax, so a widget can hand them to imask unchanged:
// '0' is imask's built-in digit placeholder; 'A' is ours (MASK_DEFINITIONS) for the
// alphanumeric CNPJ. A type with two patterns is a dynamic mask: the shorter fits first.

export const MASK_PATTERNS = {
  telefone: ['(00) 0000-0000', '(00) 00000-0000'],
  cpf: ['000.000.000-00'],
  cnpj: ['AA.AAA.AAA/AAAA-00'],
  cep: ['00000-000'],
  cpfOuCnpj: ['000.000.000-00', 'AA.AAA.AAA/AAAA-00'],
} as const satisfies Record<string, readonly string[]>;

export type MaskType = keyof typeof MASK_PATTERNS;

/**
 * Placeholder definitions in imask's shape. The CNPJ placeholder accepts lowercase too
 * because the widget uppercases as the user types (imask `prepareChar`).
 */
export const MASK_DEFINITIONS: Readonly<Record<string, RegExp>> = {
  A: /[0-9A-Za-z]/,
};
