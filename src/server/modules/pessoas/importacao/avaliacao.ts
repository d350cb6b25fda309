import type { Updateable } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import type { ValoresDaLinha } from '../../../../shared/api/importacao.ts';
import type { ImportacaoResolvida, TelaResolvida } from '../../../../shared/engine/tela-resolvida.ts';
import type { PessoaTable } from '../../../db/schema.ts';
import type { Avaliacao } from '../../../resources/importacao/destino.ts';
import { errosDaLinha } from '../../../resources/importacao/erros-da-linha.ts';
import { errosDeTipo } from '../../../resources/esquema-do-payload.ts';
import type { CadastroDePessoas } from '../cadastro.ts';
import { colunasDaPessoa, type PessoaRecebida } from '../recebida.ts';
import { comCoordenadas, errosDasRegras } from '../validacao.ts';
import type { Cidades } from './cidades.ts';
import { documentosDa } from './documentos.ts';
import { pessoaDaLinha } from './registro.ts';

// One row judged as the form's save judges a person (gravacao.ts): the payload's types, then the
// shared rules of the people screen with the institution's field configuration (required fields,
// CPF/CNPJ check digits, e-mail, dates...), with the same messages. The duplicate rule needs the
// database and its locks (the import engine asks for it); here a row only needs a document.

export interface ContextoDaAvaliacao {
  cadastro: CadastroDePessoas;
  importacao: ImportacaoResolvida;
  telas: { pessoas: TelaResolvida; fornecedores: TelaResolvida };
  cidades: Cidades;
}

/** A valid row: the person's columns and the record the rules judged. */
export interface PessoaValida {
  colunas: Updateable<PessoaTable>;
  registro: PessoaRecebida;
}

export const SEM_DOCUMENTO = 'Informe o CPF ou o CNPJ: a importação identifica as pessoas por eles.';

/** The model's defaults (papelPessoaFisica true, ...), the base of a new person, as in gravacao.ts. */
function padroes(cadastro: CadastroDePessoas): PessoaRecebida {
  return Object.fromEntries(Object.entries(cadastro.modelo.properties).flatMap(([nome, p]) => (p.default === undefined ? [] : [[nome, p.default]])));
}

export function avaliarLinha(ctx: ContextoDaAvaliacao, valores: ValoresDaLinha): Avaliacao<PessoaValida> {
  const nomeDaCidade = Object.hasOwn(valores, 'cidade') ? valores['cidade'] : undefined;
  const cidade = nomeDaCidade === undefined ? null : ctx.cidades.resolver(nomeDaCidade, Object.hasOwn(valores, 'uf') ? valores['uf'] : undefined);
  const recebida = pessoaDaLinha(valores, cidade !== null && 'id' in cidade ? cidade.id : null);
  const doTipo = errosDeTipo(ctx.cadastro.validarTipos, recebida);
  const registro: PessoaRecebida = { ...padroes(ctx.cadastro), ...recebida };
  const erros: FieldError[] =
    doTipo.length > 0 ? doTipo : comCoordenadas(ctx.cadastro.modelo, registro, errosDasRegras(ctx.cadastro, ctx.telas, registro));
  if (cidade !== null && 'erro' in cidade) erros.push({ field: 'cidade', message: cidade.erro });
  const colunas = colunasDaPessoa(registro);
  const documentos = documentosDa(colunas);
  if (documentos.length === 0 && !erros.some((e) => e.field === 'pessoaFisica.cpf' || e.field === 'pessoaJuridica.cnpj')) {
    erros.push({ field: 'documento', message: SEM_DOCUMENTO });
  }
  if (erros.length > 0 || documentos.length === 0) return { valida: false, erros: errosDaLinha(ctx.importacao, ctx.cadastro.modelo, erros) };
  return { valida: true, chaves: documentos, registro: { colunas, registro } };
}
