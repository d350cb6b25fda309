/** Section 9: the people list asks for more records on wider screens. */
export function rppPorLargura(largura: number): number {
  if (largura >= 1440) return 15;
  if (largura >= 1024) return 12;
  return 10;
}
