import type { Mapeamento } from '../../../../src/shared/api/importacao.ts';
import type { Db } from '../../../../src/server/db/database.ts';
import { registrarImportacaoDePessoas } from '../../../../src/server/modules/pessoas/importacao/index.ts';
import { importacoesDoCatalogo, type ImportacaoDaTela } from '../../../../src/server/resources/importacao/index.ts';
import { carregarCatalogoDeTelas } from '../../../../src/server/resources/index.ts';
import type { AppDeTeste } from '../../../support/app.ts';
import { importacaoEm } from '../../resources/importacao/ajudantes.ts';

// Helpers of the people import's test files (not a test file itself): the engine's import calls
// at the people register's resource.

export { csv } from '../../resources/importacao/ajudantes.ts';

export const URL_DA_IMPORTACAO = '/api/pessoas/importacao';

const pessoas = (t: AppDeTeste) => importacaoEm(t, URL_DA_IMPORTACAO);

export const enviar = (t: AppDeTeste, token: string, conteudo: Buffer | string, nomeArquivo = 'pessoas.csv', tipo = 'text/csv') => pessoas(t).enviar(token, conteudo, nomeArquivo, tipo);
export const enviarBem = (t: AppDeTeste, token: string, conteudo: Buffer | string, nomeArquivo = 'pessoas.csv', tipo?: string) => pessoas(t).enviarBem(token, conteudo, nomeArquivo, tipo);
export const previa = (t: AppDeTeste, token: string, id: number, mapeamento: Mapeamento) => pessoas(t).previa(token, id, mapeamento);
export const iniciar = (t: AppDeTeste, token: string, id: number, mapeamento: Mapeamento, pularInvalidas = false) => pessoas(t).iniciar(token, id, mapeamento, pularInvalidas);
export const resumo = (t: AppDeTeste, token: string, id: number) => pessoas(t).resumo(token, id);
export const esperarFim = (t: AppDeTeste, token: string, id: number, ms?: number) => pessoas(t).esperarFim(token, id, ms);
export const importar = (t: AppDeTeste, token: string, conteudo: Buffer | string, mapeamento: Mapeamento, pularInvalidas = false) => pessoas(t).importar(token, conteudo, mapeamento, pularInvalidas);

/** The people register's import as the server runs it (its job, its destino), over `db`. */
export async function importacaoDePessoas(db: Db): Promise<ImportacaoDaTela> {
  registrarImportacaoDePessoas();
  const importacao = importacoesDoCatalogo(await carregarCatalogoDeTelas(), { db }).find((i) => i.tela === 'gestaopessoas.pessoa');
  if (importacao === undefined) throw new Error('catálogo sem a importação de pessoas');
  return importacao;
}

export async function contarPessoas(t: AppDeTeste): Promise<number> {
  const { n } = await t.db.selectFrom('pessoa').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}
