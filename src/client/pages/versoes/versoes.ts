import { blocosDoMarkdown, textoDe, type Bloco } from '../../../shared/texto/markdown.ts';

export interface Versao {
  /** "Não lançado" or the version number. */
  nome: string;
  /** YYYY-MM-DD, when released. */
  data: string | null;
  blocos: Bloco[];
}

export interface HistoricoDeVersoes {
  introducao: Bloco[];
  versoes: Versao[];
}

const CABECALHO = /^\[?([^\]]+?)\]?(?:\s+-\s+(\d{4}-\d{2}-\d{2}))?$/;

/**
 * The release notes of CHANGELOG.md (Keep a Changelog): its title left out, the text before
 * the first version as the introduction, then one entry per level-2 heading.
 */
export function historicoDoChangelog(markdown: string): HistoricoDeVersoes {
  const historico: HistoricoDeVersoes = { introducao: [], versoes: [] };
  for (const bloco of blocosDoMarkdown(markdown)) {
    if (bloco.tipo === 'titulo' && bloco.nivel === 1) continue;
    if (bloco.tipo === 'titulo' && bloco.nivel === 2) {
      const [, nome = '', data = null] = CABECALHO.exec(textoDe(bloco.filhos).trim()) ?? [];
      historico.versoes.push({ nome, data, blocos: [] });
      continue;
    }
    const atual = historico.versoes.at(-1);
    if (atual) atual.blocos.push(bloco.tipo === 'titulo' ? { ...bloco, nivel: 1 } : bloco);
    else historico.introducao.push(bloco);
  }
  return historico;
}
