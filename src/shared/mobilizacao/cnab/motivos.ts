/** The reason codes of a motivos field: cut at the bank's width, blanks and zeros left out. */
export function motivosDe(texto: string, largura: number): string[] {
  const codigos: string[] = [];
  for (let inicio = 0; inicio < texto.length; inicio += largura) {
    const codigo = texto.slice(inicio, inicio + largura).trim();
    if (codigo !== '' && !/^0+$/.test(codigo)) codigos.push(codigo);
  }
  return codigos;
}
