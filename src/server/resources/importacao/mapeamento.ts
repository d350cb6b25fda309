import type { FieldError } from '../../../shared/api/contract.ts';
import type { Mapeamento } from '../../../shared/api/importacao.ts';
import { faltasDoMapeamento } from '../../../shared/engine/mapeamento-da-importacao.ts';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { MENSAGENS_VALIDACAO } from '../../../shared/validation/messages.ts';
import { errosDeFormulario } from '../../http/erros.ts';

// A mapping as a request sends it ({coluna da importação: índice da coluna do arquivo}), checked
// against the import and the file: known columns only, whole column numbers of the file, the
// model's required fields and a key mapped (faltasDoMapeamento, as the screen says). Errors are
// the form's 422.

export function validarMapeamento(corpo: unknown, colunas: number, importacao: ImportacaoResolvida): Mapeamento {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) throw errosDeFormulario([{ field: 'mapeamento', message: 'Valor inválido.' }]);
  const conhecidas = new Set(importacao.colunas.map((c) => c.nome));
  const erros: FieldError[] = [];
  const mapeamento: Record<string, number> = {};
  for (const [nome, coluna] of Object.entries(corpo)) {
    const field = `mapeamento.${nome}`;
    if (!conhecidas.has(nome)) erros.push({ field, message: 'Campo desconhecido.' });
    else if (coluna === null) continue;
    else if (typeof coluna !== 'number' || !Number.isInteger(coluna) || coluna < 0 || coluna >= colunas) erros.push({ field, message: 'Coluna inexistente no arquivo.' });
    else mapeamento[nome] = coluna;
  }
  if (erros.length === 0) {
    for (const falta of faltasDoMapeamento(importacao, new Set(Object.keys(mapeamento)))) {
      erros.push({ field: `mapeamento.${falta.coluna}`, message: falta.tipo === 'coluna' ? MENSAGENS_VALIDACAO.required : interpolar(falta.modelo, falta.valores) });
    }
  }
  if (erros.length > 0) throw errosDeFormulario(erros);
  return mapeamento;
}
