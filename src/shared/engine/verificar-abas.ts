import { noCaminho, type Problema } from './problema.ts';
import type { DescritorFormulario } from './types.ts';

/** With tabs, each section is in exactly one tab: none would hide it, two would show it twice. */
export function verificarAbas(formulario: DescritorFormulario): Problema[] {
  if (formulario.abas === undefined) return [];
  const problemas: Problema[] = [];
  const nomes = new Set(formulario.secoes.map((secao) => secao.nome));
  const abaDaSecao = new Map<string, string>();
  formulario.abas.forEach((aba, i) => {
    aba.secoes.forEach((secao, j) => {
      const caminho = noCaminho('/formulario/abas', i, 'secoes', j);
      const outra = abaDaSecao.get(secao);
      if (!nomes.has(secao)) problemas.push({ caminho, mensagem: `Seção desconhecida: '${secao}'.` });
      else if (outra !== undefined) problemas.push({ caminho, mensagem: `A seção '${secao}' já está na aba '${outra}'.` });
      else abaDaSecao.set(secao, aba.nome);
    });
  });
  formulario.secoes.forEach((secao, i) => {
    if (!abaDaSecao.has(secao.nome)) {
      problemas.push({ caminho: noCaminho('/formulario/secoes', i), mensagem: `A seção '${secao.nome}' não está em nenhuma aba.` });
    }
  });
  return problemas;
}
