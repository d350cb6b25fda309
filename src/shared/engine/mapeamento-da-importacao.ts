import { MENSAGENS_DA_IMPORTACAO } from '../api/importacao.ts';
import type { ImportacaoResolvida } from './tela-resolvida.ts';

// What a mapping needs before its preview, the same on the screen and in the server's 422: a
// column for every field the model requires, and columns for at least one entry of the key.

export interface FaltaDoMapeamento {
  tipo: 'coluna' | 'chave';
  /** The mapping's name the server's error names. */
  coluna: string;
  /** A key of the catalogue (MENSAGENS_DA_IMPORTACAO) and its values. */
  modelo: string;
  valores: Readonly<Record<string, string>>;
}

/** The key as the messages name it: an entry's fields joined by '+', the entries by '/' ('CPF / CNPJ', 'Banco + Agência'). */
export function chaveDaImportacao(importacao: ImportacaoResolvida): string {
  const titulo = (nome: string) => importacao.colunas.find((c) => c.nome === nome)?.titulo ?? nome;
  return importacao.chaves.map((campos) => campos.map(titulo).join(' + ')).join(' / ');
}

export function faltasDoMapeamento(importacao: ImportacaoResolvida, mapeadas: ReadonlySet<string>): FaltaDoMapeamento[] {
  const faltas: FaltaDoMapeamento[] = importacao.colunas
    .filter((c) => c.obrigatoria && !mapeadas.has(c.nome))
    .map((c) => ({ tipo: 'coluna', coluna: c.nome, modelo: MENSAGENS_DA_IMPORTACAO.coluna, valores: { campo: c.titulo } }));
  // A key whose columns the messages above already ask for is not asked for twice.
  const pedidas = new Set(faltas.map((f) => f.coluna));
  if (!importacao.chaves.some((campos) => campos.every((campo) => mapeadas.has(campo) || pedidas.has(campo)))) {
    const composta = importacao.chaves.every((campos) => campos.length > 1);
    faltas.push({
      tipo: 'chave',
      coluna: importacao.chaves[0]?.[0] ?? '',
      modelo: composta ? MENSAGENS_DA_IMPORTACAO.chaveComposta : MENSAGENS_DA_IMPORTACAO.chave,
      valores: { campos: chaveDaImportacao(importacao) },
    });
  }
  return faltas;
}
