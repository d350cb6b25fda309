import type { ContextoDoDestino, DestinoDaImportacao } from '../../../resources/importacao/destino.ts';
import { travarChaves } from '../../../resources/importacao/travas.ts';
import { cadastroDoCatalogo } from '../cadastro.ts';
import { telasConfiguradas, TRAVA_DE_DOCUMENTO } from '../validacao.ts';
import { avaliarLinha, type PessoaValida } from './avaliacao.ts';
import { carregarCidades } from './cidades.ts';
import { erroDeDuplicado, pessoasComDocumentos, tipoDo } from './documentos.ts';
import { incluirPessoas } from './inclusao.ts';

// The people register's part of the import (the hook of the model pessoa): a person is known by
// CPF or CNPJ among the institution's active people, under the form's per-document locks; a town
// is found by name and UF; a new person gets the unit's next code and its town's seat.

export function destinoDePessoas({ catalogo, db, importacao }: ContextoDoDestino): DestinoDaImportacao<PessoaValida> {
  const cadastro = cadastroDoCatalogo(catalogo, db);
  if (cadastro === null) throw new Error('O catálogo não tem as telas do cadastro de pessoas.');
  return {
    async avaliar(leitura, linhas) {
      const pedidos = linhas.flatMap((v) => (Object.hasOwn(v, 'cidade') ? [{ nome: v['cidade'] ?? '', uf: Object.hasOwn(v, 'uf') ? v['uf'] : undefined }] : []));
      const contexto = { cadastro, importacao, telas: await telasConfiguradas(cadastro), cidades: await carregarCidades(leitura, pedidos) };
      return linhas.map((valores) => avaliarLinha(contexto, valores));
    },
    cadastrados: (leitura, chaves) => pessoasComDocumentos(leitura, chaves),
    travar: (trx, chaves) => travarChaves(trx, TRAVA_DE_DOCUMENTO, chaves),
    incluir: incluirPessoas,
    duplicado: (chave, pessoa) => erroDeDuplicado(chave, pessoa.codigo),
    repetida: (chave, linha) => `O ${tipoDo(chave)} repete o da linha ${linha}.`,
  };
}
